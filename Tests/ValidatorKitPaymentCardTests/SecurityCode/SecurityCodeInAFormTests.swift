import Testing
import ValidatorKit
import ValidatorKitPaymentCard
import ValidatorKitTesting

/// The `card-security-code` validator forwarded whole but for its
/// ``DependentValidator/dependencyKey(ofField:text:)``: a form judges it again after every change
/// of the card number, as it did before the key.
private struct EveryChangeSecurityCode: DependentValidator {
    let base = CardSecurityCodeValidator(cardField: "card")

    var dependencies: [String] { base.dependencies }
    var inputFilter: (any InputFilter)? { base.inputFilter }
    var sectionLayoutProvider: (any SectionLayoutProvider)? { base.sectionLayoutProvider }

    func validate(_ text: String, reading values: any FormValues) -> Validity {
        base.validate(text, reading: values)
    }
}

/// A security code in a form is judged again only when a change of the card number changes its
/// brand, and shows and tells exactly what it would if it were judged after every change.
@Suite struct SecurityCodeInAFormTests {
    /// What the security code showed and what its delegate heard (every callback but the
    /// judgement itself) after each keystroke into the card field, and how many times it was judged.
    struct Seen: Equatable {
        var cardTexts: [String] = []
        var shown: [String] = []
        var heard: [RecordingDelegate.Event] = []
        var judgements = 0
    }

    /// Types into the card field of a form whose security code holds `code` (and was left, so
    /// its full verdict is on show, when `left`): an American Express number typed and deleted,
    /// a Visa number after a stray character, a leading digit inserted and deleted, then the
    /// field emptied.
    static func typeCard(codeValidator: any Validator, code: String, left: Bool) -> Seen {
        let card = Field(identifier: "card", title: "Card number", validation: ValidatorChain([CardValidator()]))
        let cvc = Field(identifier: "cvc", title: "Security code", validation: ValidatorChain([codeValidator]))
        let form = Form(fields: [card, cvc])
        cvc.beginEditing()
        cvc.paste(code)
        if left { cvc.endEditing() }
        let delegate = RecordingDelegate()
        cvc.delegate = delegate
        card.beginEditing()
        var seen = Seen()
        func keystroke(_ edit: () -> Void) {
            edit()
            seen.cardTexts.append(card.text)
            seen.shown.append("'\(card.text)': \(cvc.validity) \(cvc.layout) \(cvc.errorMessage ?? "no message")")
        }
        for character in "378282246310005" { keystroke { card.insert(character) } }
        for _ in 0..<15 { keystroke { card.deleteBackward() } }
        for character in "x4242424242424242" { keystroke { card.insert(character) } }
        card.moveCursor(by: -16)
        keystroke { card.insert("3") }
        keystroke { card.deleteBackward() }
        keystroke { card.clear() }
        seen.heard = delegate.events.filter { $0 != .containsValidText("cvc") }
        seen.judgements = delegate.events.count { $0 == .containsValidText("cvc") }
        withExtendedLifetime(form) {}
        return seen
    }

    @Test(
        "a card keystroke that keeps the brand leaves the code's sections, verdict, message and events as judging it again would",
        arguments: ["", "12", "123", "1234", "12345"], [false, true])
    func showsWhatJudgingAgainWouldShow(code: String, left: Bool) {
        let keyed = Self.typeCard(codeValidator: CardSecurityCodeValidator(cardField: "card"), code: code, left: left)
        let everyChange = Self.typeCard(codeValidator: EveryChangeSecurityCode(), code: code, left: left)
        #expect(keyed.shown == everyChange.shown)
        #expect(keyed.heard == everyChange.heard)
        // Judged again after every change of the card number (the stray 'x' is refused), or
        // after the first and then only when the brand the card validator reports changes.
        let changes = zip(everyChange.cardTexts, everyChange.cardTexts.dropFirst()).filter { $0 != $1 }.count + 1
        #expect(everyChange.judgements == changes)
        let brands = keyed.cardTexts.map { CardValidator().details(for: $0)["brand"] }
        #expect(keyed.judgements == zip(brands, brands.dropFirst()).filter { $0 != $1 }.count + 1)
        #expect(keyed.judgements < 10)
    }
}
