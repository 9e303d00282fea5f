import Testing
import ValidatorKit
import ValidatorKitMask
import ValidatorKitStandard

/// Where a mask's field puts the caret, and which typed characters a place in its display stands
/// after, when the mask's constants are digits too: a constant counts for nothing unless it was
/// typed as written. The expected offsets are read off the displayed text, character by character.
@MainActor
struct MaskDisplayedOffsetsTests {
    private func field(_ pattern: String, typing text: String) throws -> Field {
        let registry = ValidatorRegistry()
        try StandardValidators.register(in: registry)
        let field = Field(
            identifier: "masked", title: "Masked",
            validation: ValidatorChain([try registry.makeValidator("mask", options: ["pattern": .string(pattern)])]))
        field.beginEditing()
        for character in text { field.insert(character) }
        return field
    }

    /// "+1 (155) 5" for "1555" read as typed: the first "1" typed is the mask's "+1" (the mask
    /// takes a character equal to its next constant as that constant), so it stands at offset 1.
    @Test func aDigitTypedAsTheMasksConstantIsTheConstantShown() throws {
        let phone = try field("+1 ([000]) [000]-[0000]", typing: "1555")
        #expect(phone.displayedText == "+1 (555")
        // "+" "1"(typed) " " "(" "5" "5" "5"
        #expect((0...7).map(phone.typedOffset(atDisplayed:)) == [0, 0, 1, 1, 1, 2, 3, 4])
        #expect(phone.displayedCursor == 7)
    }

    /// "2115" shows "+1 (211) 5": the mask's "1" comes before any typed "1", and the typed ones
    /// are the digits inside the brackets.
    @Test func aConstantEqualToALaterTypedDigitIsNotThatDigit() throws {
        let phone = try field("+1 ([000]) [000]-[0000]", typing: "2115")
        #expect(phone.displayedText == "+1 (211) 5")
        #expect((0...10).map(phone.typedOffset(atDisplayed:)) == [0, 0, 0, 0, 0, 1, 2, 3, 3, 3, 4])
        phone.moveCursor(by: -3)
        #expect(phone.cursor == 1)
        #expect(phone.displayedCursor == 5, "after the typed 2, not after the mask's 1")
    }

    /// A digit constant inside the mask, "[00]0[00]": "1234" shows "12034", its "0" added.
    @Test func aDigitConstantBetweenSlotsCountsForNothing() throws {
        let code = try field("[00]0[00]", typing: "1234")
        #expect(code.displayedText == "12034")
        #expect((0...5).map(code.typedOffset(atDisplayed:)) == [0, 1, 2, 2, 3, 4])
        code.moveCursor(by: -2)
        #expect(code.displayedCursor == 2)
    }

    @Test func theMaskSaysWhereEachTypedCharacterIsShown() throws {
        let mask = MaskValidator(pattern: try MaskPattern("+1 ([000]) [000]-[0000]"))
        #expect(mask.displayedOffsets(of: "2015550123", in: mask.formatted("2015550123")) == [4, 5, 6, 9, 10, 11, 13, 14, 15, 16])
        #expect(mask.displayedOffsets(of: "+1 (201", in: mask.formatted("+1 (201")) == [0, 1, 2, 3, 4, 5, 6])
        // What the mask cannot read is shown after, as typed: "+1 (20x".
        #expect(mask.displayedOffsets(of: "20x", in: mask.formatted("20x")) == [4, 5, 6])
    }
}
