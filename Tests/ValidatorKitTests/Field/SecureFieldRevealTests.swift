import Testing
import ValidatorKit
import ValidatorKitTesting

/// A secure field reveals the character that holds what was just typed, also when the typed
/// scalar joins a neighbour (found while auditing the reveal: a combining mark typed between two
/// characters revealed the character after it, typed long before).
@Suite struct SecureFieldRevealTests {
    /// The text before, where the cursor goes back to, what is typed, and what is shown.
    static let joins: [(text: String, back: Int, typed: Character, shown: String)] = [
        ("ab", 1, "\u{301}", "á•"),
        ("ab", 2, "x", "x••"),
        ("a🇺🇸", 1, "🇫", "•🇫🇺•"),
        ("👩👩", 1, "\u{200D}", "👩‍👩"),
        ("\u{301}b", 2, "a", "á•"),
        ("\u{1161}", 1, "\u{1100}", "가"),
    ]

    @Test(arguments: joins)
    func theRevealedCharacterHoldsWhatWasTyped(text: String, back: Int, typed: Character, shown: String) {
        let field = Field(identifier: "p", title: "P", isSecure: true, clock: ManualFieldClock())
        field.paste(text)
        field.moveCursor(by: -back)
        field.insert(typed)
        #expect(field.isRevealingCharacter)
        #expect(field.displayedText == shown)
    }
}
