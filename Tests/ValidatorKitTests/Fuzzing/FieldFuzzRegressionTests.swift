import Testing
import ValidatorKit
import ValidatorKitTesting

/// Inputs the `field` fuzz target found, replayed as edits (the raw inputs are seeds in
/// `Fuzz/Corpus/field/`).
@Suite struct FieldFuzzRegressionTests {
    /// Fuzz finding `field-crash-d79937d0`: a character refused for want of room, typed before
    /// the last character of a full field, was removed with an index made before it was inserted,
    /// which cut a byte out of the text and left it broken UTF-8 with a wrong character count.
    @Test(arguments: ["🇸\u{308}", "🇸", "👨‍👩‍👧", "é", "中"])
    func aCharacterThatDoesNotFitLeavesTheTextAsItWas(refused: String) {
        let field = Field(identifier: "pin", title: "PIN", isSecure: true, sections: SectionLayout(arrayLiteral: 4))
        field.insert("U")
        field.moveCursor(by: -1)
        field.paste("ou\u{FFFD}")
        let outcome = field.paste(refused)
        #expect(outcome.refusals == [InputRefusal(reason: .overCapacity, count: 1)])
        #expect(Array(field.text.unicodeScalars) == Array("ou\u{FFFD}U".unicodeScalars))
        #expect(field.characterCount == field.text.count)
        #expect(field.cursor == 3)
    }

    @Test func aKeystrokeThatDoesNotFitLeavesTheTextAsItWas() {
        let field = Field(identifier: "code", title: "Code", sections: SectionLayout(arrayLiteral: 2))
        field.paste("ab")
        field.moveCursor(by: -1)
        let outcome = field.insert("🇸")
        #expect(outcome.overCapacity == 1)
        #expect(Array(field.text.utf8) == Array("ab".utf8))
        #expect(field.characterCount == 2)
    }
}
