import Foundation
import Testing

/// A test card number a payment processor publishes, read from `Fixtures/published-test-cards.txt`
/// (the sources are cited at the top of that file).
struct PublishedTestCard: Sendable, CustomTestStringConvertible {
    /// The digits.
    let number: String
    /// The identifier of the brand the publisher names.
    let brand: String
    /// The publisher's key in the fixture's list of sources.
    let source: String

    /// `"4242424242424242 (visa, stripe)"`.
    var testDescription: String {
        "\(number) (\(brand), \(source))"
    }

    /// Every card of the fixture.
    static let all: [PublishedTestCard] = {
        guard let url = Bundle.module.url(forResource: "published-test-cards", withExtension: "txt", subdirectory: "Fixtures"),
            let text = try? String(contentsOf: url, encoding: .utf8)
        else {
            return []
        }
        return text.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count == 3, !line.hasPrefix("#") else { return nil }
            return PublishedTestCard(number: String(fields[0]), brand: String(fields[1]), source: String(fields[2]))
        }
    }()
}
