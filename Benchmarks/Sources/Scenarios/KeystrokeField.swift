import ValidatorKit

/// The fields the keystroke benchmarks type into: their validators, built through the registry,
/// and the text typed.
public enum KeystrokeField: String, CaseIterable, Sendable {
    /// A card field (`card` plugin): sections and brand from the digits typed.
    case card
    /// A one-time code field (`otp` plugin with a TOTP secret): six digits in `3-3`, whose
    /// format is judged at each keystroke (the code is verified at submission only).
    case otp
    /// A phone field (`phone` plugin, region `US`): its engine judges and formats at every keystroke.
    case phone
    /// A 16-digit field with the core `length` and `charset` validators.
    case lengthAndCharset = "length+charset"
    /// A regex field with the `email` preset.
    case regexEmail = "regex email"
    /// The card number field of the payment form (`Examples/Specs/payment.json`'s validators):
    /// every keystroke also judges the security code again, which reads the card's brand.
    case cardInPaymentForm = "payment form: card"
    /// The security code field of the payment form, American Express card filled in: the code's
    /// rule reads the card field at every keystroke.
    case securityCodeInPaymentForm = "payment form: security code"
    /// The expiry field of the payment form (`card-expiry`, month fixed at 2026-11).
    case expiryInPaymentForm = "payment form: expiry"
    /// A username field with an asynchronous check (``DirectoryCheckValidator``): every
    /// keystroke judges the text and restarts its rest before the check, which never ends.
    case asyncDebouncePending = "async: debounce pending"
    /// A US phone by mask (`mask` plugin, `+1 ([000]) [000]-[0000]`): filter, sections and
    /// verdict read through the mask at every keystroke.
    case maskedPhone = "mask: US phone"
    /// The card number of the checkout form (``CheckoutForm``), inside its union's `card`
    /// variant: every keystroke also tells the security code, which reads it from within the union.
    case cardInCheckout = "checkout: card number"
    /// The security code of the checkout form, American Express card filled in: it reads the
    /// card number from within the union at every keystroke.
    case securityCodeInCheckout = "checkout: security code"

    /// The text typed into the field, one character per keystroke.
    public var typedText: String {
        switch self {
        case .card: "4242424242424242"
        // The RFC 6238 secret's code at Unix time 59, the time the validator is fixed at.
        case .otp: "287082"
        case .phone: PhoneInputs.typedNumber
        case .lengthAndCharset: "4242424242424242"
        case .regexEmail: "jane.doe@example.com"
        case .cardInPaymentForm: "378282246310005"
        case .securityCodeInPaymentForm: "1234"
        case .expiryInPaymentForm: "122030"
        case .asyncDebouncePending: "jane.doe_1984"
        case .maskedPhone: "2015550123"
        case .cardInCheckout: "378282246310005"
        case .securityCodeInCheckout: "1234"
        }
    }

    /// The validators of a field of no form, built by ``StandardRegistry`` (a form's field has
    /// those its form's spec gives it).
    private func makeValidators() -> [any Validator] {
        switch self {
        case .card:
            [StandardRegistry.validator("card")]
        case .otp:
            [
                StandardRegistry.validator(
                    "otp",
                    ["secret": .string("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"), "window": .integer(1), "time": .integer(59)])
            ]
        case .phone:
            [StandardRegistry.validator("phone", ["region": .string(PhoneInputs.region)])]
        case .lengthAndCharset:
            [
                StandardRegistry.validator("length", ["min": .integer(16), "max": .integer(16)]),
                StandardRegistry.validator("charset", ["allowed": .string("digits")]),
            ]
        case .regexEmail:
            [StandardRegistry.validator("regex", ["preset": .string("email")])]
        case .cardInPaymentForm, .securityCodeInPaymentForm, .expiryInPaymentForm, .cardInCheckout, .securityCodeInCheckout:
            preconditionFailure("a form's field has the validators of its form's spec")
        case .asyncDebouncePending:
            [DirectoryCheckValidator()]
        case .maskedPhone:
            [StandardRegistry.validator("mask", ["pattern": .string("+1 ([000]) [000]-[0000]")])]
        }
    }

    /// Whether the field is typed into inside its whole form (the payment or checkout form),
    /// which has a benchmark of the same field alone beside it.
    public var isInForm: Bool {
        switch self {
        case .cardInPaymentForm, .securityCodeInPaymentForm, .expiryInPaymentForm, .cardInCheckout, .securityCodeInCheckout:
            true
        default:
            false
        }
    }

    /// A script typing ``typedText`` into a new field with these validators; the payment and
    /// checkout forms' fields are typed into inside the whole form, the other fields filled in.
    public func makeScript() -> KeystrokeScript {
        guard let (form, field) = makeFieldInForm() else { return makeLoneScript() }
        return KeystrokeScript(field: field, typing: typedText, keeping: form)
    }

    /// A script typing ``typedText`` into a new field with these validators and no form. For a
    /// payment or checkout form's field, the same field alone, which its keystrokes in the form
    /// are held to (at most 1.2 times its instructions): the form's field's title, secure flag
    /// and validators (a security code's reads no card and allows 3 or 4 digits), in no form.
    public func makeLoneScript() -> KeystrokeScript {
        guard let (_, field) = makeFieldInForm() else {
            return KeystrokeScript(validators: makeValidators(), typing: typedText)
        }
        let alone = Field(
            identifier: field.identifier, title: field.title, placeholder: field.placeholder, isSecure: field.isSecure,
            validation: field.validation)
        alone.messageOverrides = field.messageOverrides
        return KeystrokeScript(field: alone, typing: typedText)
    }

    /// The form of a form's field, filled in but for the field, and the field; `nil` for a field
    /// of no form.
    private func makeFieldInForm() -> (Form, Field)? {
        let form: Form
        let filledIn: [(String, String)]
        let identifier: String
        switch self {
        case .cardInPaymentForm, .securityCodeInPaymentForm, .expiryInPaymentForm:
            form = PaymentForm.make()
            filledIn = form.fields.map { ($0.identifier, PaymentForm.filledIn[$0.identifier] ?? "") }
        case .cardInCheckout, .securityCodeInCheckout:
            form = CheckoutForm.make()
            filledIn = CheckoutForm.filledIn
        default:
            return nil
        }
        switch self {
        case .cardInPaymentForm: identifier = "card"
        case .securityCodeInPaymentForm: identifier = "cvc"
        case .cardInCheckout: identifier = "payment.number"
        case .securityCodeInCheckout: identifier = "payment.securityCode"
        default: identifier = "expiry"
        }
        for (filled, text) in filledIn where filled != identifier {
            guard let field = form.field(filled) else { fatalError("The form has no '\(filled)'") }
            if field.choices.isEmpty {
                field.paste(text)
            } else {
                field.choose(text)
            }
        }
        guard let field = form.field(identifier) else { fatalError("The form has no '\(identifier)'") }
        return (form, field)
    }
}
