import Foundation
import Testing
import ValidatorKit

/// A code's equality and its rendering agree: codes that compare equal render the same
/// messages, and codes of the same text that render differently are not equal.
@Suite struct FailureCodeEqualityTests {
    /// A catalog whose only English message for `even.odd` is `message`, in a folder of its own.
    private static func catalog(saying message: String) throws -> MessageCatalog {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
        let english = folder.appendingPathComponent("en.lproj")
        try FileManager.default.createDirectory(at: english, withIntermediateDirectories: true)
        try #""even.odd" = "\#(message)";"#.write(
            to: english.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        return MessageCatalog(directory: folder)
    }

    @Test func codesOfTheSameTextFromTwoCatalogsRenderDifferentlyAndAreNotEqual() throws {
        let first = ValidationFailure.Code("even.odd", messages: try Self.catalog(saying: "Odd length"))
        let second = ValidationFailure.Code("even.odd", messages: try Self.catalog(saying: "Ungerade Länge"))
        #expect(ValidationFailure(code: first).message(in: .english) == "Odd length")
        #expect(ValidationFailure(code: second).message(in: .english) == "Ungerade Länge")
        #expect(first != second)
        #expect(ValidationFailure(code: first) != ValidationFailure(code: second))
        #expect(Set([first, second]).count == 2)
        #expect((first < second) != (second < first))
    }

    @Test func codesOfTheSameTextAndCatalogAreEqualAndRenderAlike() throws {
        let catalog = try Self.catalog(saying: "Odd length")
        let first = ValidationFailure.Code("even.odd", messages: catalog)
        let second = ValidationFailure.Code("even.odd", messages: catalog)
        #expect(first == second)
        #expect(Set([first, second]).count == 1)
        #expect(ValidationFailure(code: first).message(in: .english) == ValidationFailure(code: second).message(in: .english))
    }

    @Test func aCodeReadFromTextIsNotTheDeclaredCodeOfTheSameText() throws {
        let read = try JSONDecoder().decode(ValidationFailure.Code.self, from: Data(#""length.too_short""#.utf8))
        #expect(read.rawValue == ValidationFailure.Code.lengthTooShort.rawValue)
        #expect(read != .lengthTooShort)
        #expect(ValidationFailure(code: read, arguments: ["minimum": 8]).message(in: .english) == "Not valid")
        #expect(ValidationFailure(code: .lengthTooShort, arguments: ["minimum": 8]).message(in: .english) == "Must be at least 8 characters")
    }

    @Test func aFailureWithATextMessageStillEqualsTheCatalogsFailureThatSaysTheSame() {
        let written = ValidationFailure(code: ValidationFailure.Code("length.too_short"), message: "Must be at least 8 characters")
        #expect(written == ValidationFailure(code: .lengthTooShort, arguments: ["minimum": 8]))
        #expect(written != ValidationFailure(code: .lengthTooShort, arguments: ["minimum": 9]))
    }
}
