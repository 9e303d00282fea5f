import Testing
import ValidatorKit
import ValidatorKitPhone

/// A phone number typed in full-width digits (as a Japanese input method types them) is shown in
/// ASCII digits; the caret and a click in the display still stand by the digit typed there.
struct PhoneFieldCaretTests {
    @Test func theCaretStandsAfterEachFullWidthDigitAsShown() throws {
        let typed = "６５０２５３１２３４"
        let field = Field(identifier: "phone", title: "Phone", validation: ValidatorChain([try PhoneValidator(region: "US")]))
        field.beginEditing()
        field.paste(typed)
        let shown = Array(field.displayedText)
        #expect(!shown.contains("６"), "the display is in ASCII digits: \(field.displayedText)")
        for typedBefore in stride(from: typed.count, through: 1, by: -1) {
            let caret = field.displayedCursor
            let digit = Array(typed)[typedBefore - 1].wholeNumberValue
            #expect(shown[caret - 1].wholeNumberValue == digit, "the caret after \(typedBefore) digits follows the digit typed last")
            #expect(field.typedOffset(atDisplayed: caret) == typedBefore, "a click there puts the caret after \(typedBefore) digits")
            field.moveCursor(by: -1)
        }
    }
}
