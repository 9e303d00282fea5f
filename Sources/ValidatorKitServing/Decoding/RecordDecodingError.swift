/// Why an accepted record could not be decoded into an app's type: the type expects something the
/// spec's records do not hold there (a mistake in the app's type). It names the JSONPath, what
/// was expected and what kind of value was found, never the value.
public struct RecordDecodingError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where, as a JSONPath such as `$.phones[1]`.
    public let path: String
    /// What the type expected there, such as `Int` or `a member 'card'`.
    public let expected: String
    /// What the record holds there, such as `a string` or `nothing`.
    public let found: String

    /// Creates an error at `path`.
    public init(path: String, expected: String, found: String) {
        self.path = path
        self.expected = expected
        self.found = found
    }

    /// `$.phones[1]: expected Int, found a string`.
    public var description: String {
        "\(path): expected \(expected), found \(found)"
    }
}
