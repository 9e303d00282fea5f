import Testing
import ValidatorKit
import ValidatorKitTesting

@Suite struct SecureFieldTests {
    let clock = ManualFieldClock()

    func passwordField(reveal: Duration = .seconds(2)) -> Field {
        Field(identifier: "password", title: "Password", isSecure: true, clock: clock, revealDuration: reveal)
    }

    @Test func theLastTypedCharacterShowsUntilTheRevealExpires() {
        let field = passwordField()
        field.insert("a")
        field.insert("b")
        #expect(field.displayedText == "•b")
        clock.advance(by: .milliseconds(1999))
        #expect(field.displayedText == "•b")
        clock.advance(by: .milliseconds(1))
        #expect(field.displayedText == "••")
        #expect(field.text == "ab")
    }

    @Test func theLoggableTextMasksEvenTheRevealedCharacter() {
        let field = Field(
            identifier: "pin", title: "PIN", isSecure: true, sections: SectionLayout(arrayLiteral: 2, 2), clock: clock)
        field.paste("12")
        field.insert("3")
        #expect(field.displayedText == "•• 3")
        #expect(field.loggableText == "•• •")
    }

    @Test func aPasteRevealsNothing() {
        let field = passwordField()
        field.paste("secret")
        #expect(field.displayedText == "••••••")
    }

    @Test func deletingHidesTheRevealedCharacter() {
        let field = passwordField()
        field.insert("a")
        field.insert("b")
        field.deleteBackward()
        #expect(field.displayedText == "•")
    }

    @Test func aZeroRevealDurationNeverShowsACharacter() {
        let field = passwordField(reveal: .zero)
        field.insert("a")
        #expect(field.displayedText == "•")
    }

    @Test func theRevealFollowsACharacterTypedInTheMiddle() {
        let field = passwordField()
        field.paste("ac")
        field.moveCursor(by: -1)
        field.insert("b")
        #expect(field.displayedText == "•b•")
    }

    @Test func theDescriptionOfASecureFieldNeverShowsItsText() {
        let field = passwordField()
        field.paste("hunter2")
        #expect("\(field)" == "Field(password: '•••••••', valid)")
        #expect(!String(reflecting: field).contains("hunter2"))
    }
}
