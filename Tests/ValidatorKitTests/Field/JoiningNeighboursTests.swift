import Testing
import ValidatorKit

/// A character typed or pasted before text it joins (Unicode UAX #29, rule GB11: an emoji, a
/// zero-width joiner and an emoji are one character) becomes one character with it, and the
/// cursor stays in the text, after that character. The fuzzer found a cursor of -1 here.
@Suite struct JoiningNeighboursTests {
    func field(holding text: String) -> Field {
        let field = Field(identifier: "note", title: "Note")
        field.paste(text)
        field.moveCursor(by: -field.characterCount)
        return field
    }

    @Test func anEmojiTypedBeforeAJoinerAndAnEmojiJoinsThem() {
        let field = field(holding: "\u{200D}😀😀")
        #expect(field.characterCount == 3)
        field.insert("😀")
        #expect(field.text == "😀\u{200D}😀😀")
        #expect(field.characterCount == 2)
        #expect(field.cursor == 1)
    }

    @Test func anEmojiPastedBeforeAJoinerAndAnEmojiJoinsThem() {
        let field = field(holding: "\u{200D}😀😀")
        field.paste("😀")
        #expect(field.characterCount == 2)
        #expect(field.cursor == 1)
    }

    @Test func aCharacterThatJoinsNothingMovesTheCursorByOne() {
        let field = field(holding: "ab")
        field.insert("x")
        #expect(field.text == "xab")
        #expect(field.cursor == 1)
    }
}
