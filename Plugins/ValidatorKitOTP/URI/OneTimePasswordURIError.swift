/// Why a text is not a usable `otpauth://` URI.
///
/// It names the part at fault but never repeats any of the URI's text: a malformed URI can
/// spill its secret into any part, so no part is safe to echo.
public struct OneTimePasswordURIError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of mistake a ``OneTimePasswordURIError`` is, to compare without reading its message.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// The text does not start with `otpauth://`.
        public static let notOneTimePasswordURI = Self("notOneTimePasswordURI")
        /// The type is neither `totp` nor `hotp`.
        public static let unknownType = Self("unknownType")
        /// A percent escape is malformed or spells no UTF-8 text.
        public static let malformedPercentEscape = Self("malformedPercentEscape")
        /// A required parameter is absent.
        public static let missingParameter = Self("missingParameter")
        /// A parameter appears more than once.
        public static let repeatedParameter = Self("repeatedParameter")
        /// A parameter's value is unacceptable.
        public static let invalidParameter = Self("invalidParameter")
        /// The `secret` parameter is not base32.
        public static let invalidSecret = Self("invalidSecret")

        /// The name of the code, such as `notOneTimePasswordURI`.
        public var description: String { name }
    }

    private enum Kind: Sendable, Hashable {
        case notOneTimePasswordURI
        case unknownType
        case malformedPercentEscape
        case missingParameter(String)
        case repeatedParameter(String)
        case invalidParameter(String, expected: String)
        case invalidSecret(Base32DecodingError)
    }

    private let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// The text does not start with `otpauth://`.
    package static let notOneTimePasswordURI = Self(.notOneTimePasswordURI)

    /// The type after `otpauth://` is neither `totp` nor `hotp`.
    package static let unknownType = Self(.unknownType)

    /// A `%` is not followed by two hexadecimal digits, or the escapes spell no UTF-8 text.
    package static let malformedPercentEscape = Self(.malformedPercentEscape)

    /// The required parameter `parameter` (`secret`, or `counter` for HOTP) is absent.
    package static func missingParameter(_ parameter: String) -> Self {
        Self(.missingParameter(parameter))
    }

    /// The parameter `parameter` appears more than once.
    package static func repeatedParameter(_ parameter: String) -> Self {
        Self(.repeatedParameter(parameter))
    }

    /// The value of `parameter` is unacceptable; `expected` says what would be right.
    package static func invalidParameter(_ parameter: String, expected: String) -> Self {
        Self(.invalidParameter(parameter, expected: expected))
    }

    /// The `secret` parameter is not base32, for the reason `error` gives.
    package static func invalidSecret(_ error: Base32DecodingError) -> Self {
        Self(.invalidSecret(error))
    }

    /// What kind of mistake this is.
    public var code: Code {
        switch kind {
        case .notOneTimePasswordURI: .notOneTimePasswordURI
        case .unknownType: .unknownType
        case .malformedPercentEscape: .malformedPercentEscape
        case .missingParameter: .missingParameter
        case .repeatedParameter: .repeatedParameter
        case .invalidParameter: .invalidParameter
        case .invalidSecret: .invalidSecret
        }
    }

    /// The parameter at fault, when there is one.
    public var parameter: String? {
        switch kind {
        case .notOneTimePasswordURI, .unknownType, .malformedPercentEscape: nil
        case .missingParameter(let parameter), .repeatedParameter(let parameter), .invalidParameter(let parameter, _):
            parameter
        case .invalidSecret: "secret"
        }
    }

    /// The reason as a predicate of "the URI", such as `"has no 'secret' parameter"`.
    var reason: String {
        switch kind {
        case .notOneTimePasswordURI:
            "does not start with otpauth://"
        case .unknownType:
            "has a type other than totp and hotp"
        case .malformedPercentEscape:
            "holds a malformed percent escape"
        case .missingParameter(let parameter):
            "has no '\(parameter)' parameter"
        case .repeatedParameter(let parameter):
            "has the '\(parameter)' parameter more than once"
        case .invalidParameter(let parameter, let expected):
            "has a value for '\(parameter)' that is not \(expected)"
        case .invalidSecret(let error):
            "has a value for 'secret' that is not base32: \(error.reason)"
        }
    }

    /// The message: sentence case, no trailing period, such as
    /// `"The URI has no 'secret' parameter"`.
    public var description: String {
        "The URI \(reason)"
    }
}
