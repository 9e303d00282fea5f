import Testing
import ValidatorKit

/// A paste at the end of a field with fixed sections takes a path linear in its length; it must
/// end exactly where the character-by-character path ends, which a field whose sections come
/// from a data source still takes. Characters that join the one before them (combining marks,
/// regional indicators, emoji joiners, Hangul jamo) are where the two could part.
@Suite struct PasteAtTheEndTests {
    /// Sections from a data source: the same lengths, through the character-by-character path.
    final class FixedLengths: FieldDataSource {
        let lengths: [Int]
        init(_ lengths: [Int]) { self.lengths = lengths }
        func numberOfSections(in field: Field) -> Int { lengths.count }
        func numberOfCharacters(inSection section: Int, of field: Field) -> Int { lengths[section] }
    }

    struct Case: CustomStringConvertible, Sendable {
        let lengths: [Int]
        let before: String
        let pasted: String
        var description: String { "\(lengths) '\(before.unicodeScalars.map { String($0.value, radix: 16) })' + \(pasted.unicodeScalars.count) scalars" }
    }

    static let cases: [Case] = [
        Case(lengths: [3, 3], before: "", pasted: "123456789"),
        Case(lengths: [3, 3], before: "12", pasted: "3456"),
        Case(lengths: [2], before: "e", pasted: "\u{301}\u{302}x\u{301}y"),
        Case(lengths: [2], before: "ab", pasted: "\u{301}\u{301}c\u{301}"),
        // Regional indicators pair up into flags: 🇺🇸🇫🇷 and a lone 🇩.
        Case(lengths: [2], before: "", pasted: "\u{1F1FA}\u{1F1F8}\u{1F1EB}\u{1F1F7}\u{1F1E9}"),
        Case(lengths: [3], before: "\u{1F1FA}", pasted: "\u{1F1F8}\u{1F1EB}\u{1F1F7}\u{1F1E9}\u{1F1EA}"),
        // 👨 ZWJ 👩 ZWJ 👧 is one character; a lone ZWJ joins what comes before it.
        Case(lengths: [2], before: "\u{1F468}", pasted: "\u{200D}\u{1F469}\u{200D}\u{1F467}x\u{200D}y"),
        // Hangul jamo: ᄀ + ᅡ + ᆨ make one syllable.
        Case(lengths: [1, 1], before: "\u{1100}", pasted: "\u{1161}\u{11A8}\u{1100}\u{1161}\u{1100}"),
        Case(lengths: [1], before: "x", pasted: "\u{301}y\u{301}"),
        Case(lengths: [4], before: "", pasted: ""),
    ]

    @Test(arguments: cases)
    func endsWhereTheCharacterByCharacterPathEnds(_ example: Case) throws {
        let fixed = Field(identifier: "fixed", title: "Fixed", sections: try SectionLayout(example.lengths))
        let source = FixedLengths(example.lengths)
        let reference = Field(identifier: "reference", title: "Reference", dataSource: source)
        for field in [fixed, reference] {
            for character in example.before { field.insert(character) }
        }
        #expect(fixed.text == reference.text)
        let outcome = fixed.paste(example.pasted)
        let expected = reference.paste(example.pasted)
        #expect(outcome == expected)
        #expect(fixed.text.unicodeScalars.elementsEqual(reference.text.unicodeScalars))
        #expect(fixed.characterCount == reference.characterCount)
        #expect(fixed.characterCount == fixed.text.count)
        #expect(fixed.cursor == reference.cursor)
        #expect(fixed.sections == reference.sections)
    }
}
