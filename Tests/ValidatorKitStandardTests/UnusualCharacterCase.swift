import Foundation
import Testing
import ValidatorKit

/// One row of `Fixtures/unusual-characters.json`: a kind of unusual character, a plugin, a text
/// with it, and the verdict the plugin gives (`valid`, `incomplete`, or `code@position`).
///
/// SECURITY.md's table of unusual characters summarises these rows.
struct UnusualCharacterCase: Decodable, Sendable, CustomTestStringConvertible {
    let kind: String
    let plugin: String
    let options: [String: String]
    let text: String
    let expected: String

    var testDescription: String { "\(kind) through \(plugin) \(options.sorted { $0.key < $1.key })" }

    /// Every row of the fixture.
    static let all: [UnusualCharacterCase] = {
        guard let url = Bundle.module.url(forResource: "unusual-characters", withExtension: "json", subdirectory: "Fixtures"),
            let data = try? Data(contentsOf: url),
            let cases = try? JSONDecoder().decode([UnusualCharacterCase].self, from: data)
        else {
            preconditionFailure("fixture unusual-characters.json is missing or malformed")
        }
        return cases
    }()

    /// The verdict written as the fixture writes it.
    static func summary(of validity: Validity) -> String {
        guard let failure = validity.failure else { return validity.name }
        return failure.position.map { "\(failure.code)@\($0)" } ?? failure.code.rawValue
    }
}
