import Foundation
import Testing
import ValidatorKit

/// The capabilities example of WritingAPlugin.md compiles (it is CapabilitiesExample.swift), is
/// the article's text, and does what the article says.
@Suite struct CapabilitiesExampleTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()

    @Test func theArticleShowsTheCompiledExample() throws {
        let source = try String(contentsOf: Self.folder.appendingPathComponent("CapabilitiesExample.swift"), encoding: .utf8)
        let example = try #require(source.components(separatedBy: "its outputs are right.\n").last)
        let article = try String(
            contentsOf: Self.folder.appendingPathComponent("../../../Sources/ValidatorKit/ValidatorKit.docc/WritingAPlugin.md"),
            encoding: .utf8)
        #expect(article.contains(example))
    }

    @Test func aPastedCodeIsFilteredSectionedAndFormatted() {
        let field = Field(identifier: "code", title: "Product code", validation: ValidatorChain([ProductCodeValidator()]))
        field.beginEditing()
        let outcome = field.paste("abc 12?34")
        #expect(outcome.droppedSeparators == 1)
        #expect(outcome.notAccepted == 1)
        #expect(field.text == "abc1234")
        #expect(field.layout == [3, 4])
        #expect(field.displayedText == "ABC-1234")
        #expect(field.validity == .valid)
        #expect(ProductCodeValidator().details(for: field.text) == ["series": .string("ABC")])
        #expect(field.paste("5").overCapacity == 1)
    }
}
