import ValidatorKit

/// Fixed validator configurations the fuzz targets pick from, covering every built-in plugin
/// and each capability: a filter, a section provider, a formatter, details, a consuming verifier.
public enum FuzzValidators {
    /// The plugin identifiers and options.
    public static let choices: [(plugin: String, options: [String: JSONValue])] = [
        ("required", [:]),
        ("length", ["min": .integer(2), "max": .integer(12)]),
        ("charset", ["allowed": .string("digits")]),
        ("charset", ["allowed": .string("letters")]),
        ("card", [:]),
        ("luhn", [:]),
        ("otp", ["digits": .integer(6)]),
        ("otp", ["digits": .integer(8)]),
        ("otp", ["secret": .string("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"), "time": .integer(59), "window": .integer(2)]),
        ("phone", ["region": .string("US")]),
        ("phone", ["region": .string("GB"), "types": .string("mobile")]),
        ("regex", ["preset": .string("email")]),
        ("regex", ["pattern": .string("[a-z]{2}\\d{3}")]),
    ]

    /// A validator of one of ``choices``, picked by `input`.
    public static func pick(_ input: inout FuzzInput) -> any Validator {
        let choice = input.choose(choices)
        do {
            return try FuzzRegistry.shared.makeValidator(choice.plugin, options: choice.options)
        } catch {
            fatalError("a fixed fuzz configuration was refused: \(error)")
        }
    }
}
