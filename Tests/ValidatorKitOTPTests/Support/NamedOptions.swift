import Testing
import ValidatorKit

/// Plugin options for a parameterised test, shown in test output by name only, since some hold
/// a secret.
struct NamedOptions: Sendable, CustomTestStringConvertible {
    let name: String
    let options: [String: JSONValue]

    init(_ name: String, _ options: [String: JSONValue]) {
        self.name = name
        self.options = options
    }

    var testDescription: String { name }
}
