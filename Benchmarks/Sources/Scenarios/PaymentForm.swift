import ValidatorKit

/// The payment form of `Examples/Specs/payment.json`, with the expiry's month fixed so the
/// benchmark does not depend on the day it runs.
public enum PaymentForm {
    /// The form's spec, as `Examples/Specs/payment.json` has it but for `today`.
    public static let specJSON = #"""
        {"fields": [
          {"id": "name", "title": "Name on card", "required": true,
           "validators": [{"plugin": "cardholder-name"}, {"plugin": "length", "options": {"min": 2, "max": 26}}]},
          {"id": "card", "title": "Card number", "required": true, "validators": [{"plugin": "card"}]},
          {"id": "expiry", "title": "Expiry (MM YY)", "required": true,
           "validators": [{"plugin": "card-expiry", "options": {"today": "2026-11"}}]},
          {"id": "cvc", "title": "Security code", "secure": true, "required": true,
           "validators": [{"plugin": "card-security-code", "options": {"card": "card"}}]}
        ]}
        """#

    /// What the fields not typed into hold: an American Express test card and its details.
    public static let filledIn = [
        "name": "Ada Lovelace", "card": "378282246310005", "expiry": "1230", "cvc": "1234",
    ]

    /// A new payment form built through ``StandardRegistry``.
    public static func make() -> Form {
        do {
            return try FormSpec.decode(Array(specJSON.utf8)).makeForm(registry: StandardRegistry.shared)
        } catch {
            fatalError("The payment spec does not build: \(error)")
        }
    }
}
