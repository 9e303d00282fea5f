import Testing
import ValidatorKit
import ValidatorKitTesting

/// Emoji sequences, combining marks, regional indicators and direction marks in fields: sections,
/// cursors and masks count what a person sees as one character.
@Suite struct UnusualCharactersInFieldsTests {
    func field(sections: [Int]? = nil, isSecure: Bool = false, validators: [any Validator] = []) -> Field {
        Field(
            identifier: "f", title: "F", isSecure: isSecure, sections: sections.map { (try? SectionLayout($0)) ?? .unsectioned },
            validation: ValidatorChain(validators), clock: ManualFieldClock())
    }

    @Test func emojiSequencesFillOneSlotOfASectionEach() {
        let field = field(sections: [2, 2])
        let outcome = field.paste("👨‍👩‍👧👍🏽é中🇺🇸")
        #expect(field.sections == ["👨‍👩‍👧👍🏽", "é中"])
        #expect(field.displayedText == "👨‍👩‍👧👍🏽 é中")
        #expect(outcome.inserted == 4)
        #expect(outcome.refusals == [InputRefusal(reason: .overCapacity, count: 1)])
    }

    @Test func aCombiningMarkTypedAfterALetterJoinsIt() {
        let field = field(sections: [2])
        field.insert("e")
        field.insert("\u{301}")
        field.insert("x")
        #expect(field.text == "éx")
        #expect(field.characterCount == 2)
        #expect(field.cursor == 2)
    }

    @Test func aThousandCombiningMarksAreOneCharacter() {
        let field = field(sections: [1, 1])
        field.paste("a" + String(repeating: "\u{301}", count: 1_000) + "b")
        #expect(field.characterCount == 2)
        #expect(field.sections.map(\.count) == [1, 1])
    }

    @Test func deletingRemovesAWholeEmojiSequence() {
        let field = field()
        field.paste("a👨‍👩‍👧")
        field.deleteBackward()
        #expect(field.text == "a")
        #expect(field.cursor == 1)
    }

    @Test func deletingForwardBetweenTwoRegionalIndicatorsJoinsThemIntoAFlag() {
        let field = field()
        field.paste("🇺x🇸")
        field.moveCursor(by: -2)
        field.deleteForward()
        #expect(field.text == "🇺🇸")
        #expect(field.characterCount == 1)
        #expect(field.cursor == 1)
    }

    @Test func twoRegionalIndicatorsTypedOneByOneBecomeOneFlag() {
        let field = field()
        field.insert("🇺")
        field.insert("🇸")
        #expect(field.text == "🇺🇸")
        #expect(field.characterCount == 1)
        #expect(field.cursor == 1)
    }

    /// Direction marks are format characters, not control characters: an unfiltered field keeps
    /// them (they count as characters), a digits-only field refuses them.
    @Test func directionMarksAreKeptByAnUnfilteredFieldAndRefusedByADigitsField() {
        let plain = field()
        plain.paste("ab\u{200F}c\u{202E}")
        #expect(plain.characterCount == 5)
        let digits = field(validators: [CharsetValidator(allowed: .digits)])
        let outcome = digits.paste("12\u{200F}34\u{200E}")
        #expect(digits.text == "1234")
        #expect(outcome.refusals == [InputRefusal(reason: .notAccepted, count: 2)])
    }

    @Test func aSecureFieldMasksEachEmojiSequenceAsOneCharacter() {
        let field = field(sections: [3], isSecure: true)
        field.paste("👨‍👩‍👧x\u{301}🇺🇸")
        #expect(field.displayedText == "•••")
        #expect(String(describing: field) == "Field(f: '•••', valid)")
    }

    @Test func controlCharactersAreRefusedByAnUnfilteredField() {
        let field = field()
        let outcome = field.paste("a\u{0}b\u{7}\u{1B}[31mc\u{7F}\u{85}")
        #expect(field.text == "ab[31mc")
        #expect(outcome.refusals == [InputRefusal(reason: .notAccepted, count: 5)])
    }
}
