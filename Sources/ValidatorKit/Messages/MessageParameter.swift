/// A parameter a failure code declares for its message: a name and the type of its value.
///
/// ```swift
/// FailureCodeDescription(.lengthTooShort, parameters: [.integer("minimum")])
/// ```
public struct MessageParameter: Sendable, Hashable, CustomStringConvertible {
    /// The kinds of values a message takes.
    package enum Kind: String, Sendable, Hashable {
        /// A whole number (``JSONValue/integer(_:)``); it may choose a plural form.
        case integer
        /// A text (``JSONValue/string(_:)``).
        case text
    }

    /// The name, written `{name}` in a message, such as `minimum`.
    public let name: String
    /// The type of its value.
    package let kind: Kind

    /// A whole-number parameter called `name`.
    public static func integer(_ name: String) -> Self {
        Self(name: name, kind: .integer)
    }

    /// A text parameter called `name`.
    public static func text(_ name: String) -> Self {
        Self(name: name, kind: .text)
    }

    /// `name: kind`, such as `minimum: integer`.
    public var description: String {
        "\(name): \(kind.rawValue)"
    }
}
