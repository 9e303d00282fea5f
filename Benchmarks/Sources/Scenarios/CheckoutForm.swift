import Foundation
import ValidatorKit

/// The checkout form of `Examples/Specs/checkout.json`: a country that decides which fields
/// apply, and a union whose chosen variant, `card`, holds a card number and a security code
/// that reads it from within the union (`payment.number`).
public enum CheckoutForm {
    /// What the fields hold, in the order they are filled in (a union's fields apply once its
    /// tag is chosen): a US address and an American Express test card.
    public static let filledIn = [
        ("country", "US"), ("state", "NY"), ("payment.method", "card"), ("payment.number", "378282246310005"),
        ("payment.expiry", "1230"), ("payment.securityCode", "1234"),
    ]

    /// A new checkout form built through ``StandardRegistry`` from the repository's spec.
    public static func make() -> Form {
        let spec = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../../../Examples/Specs/checkout.json")
        do {
            return try FormSpec.decode(Array(Data(contentsOf: spec))).makeForm(registry: StandardRegistry.shared)
        } catch {
            fatalError("The checkout spec at \(spec.path) does not build: \(error)")
        }
    }
}
