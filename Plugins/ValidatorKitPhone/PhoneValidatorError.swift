/// Why a ``PhoneValidator`` cannot be made: a region libphonenumber does not support, or an
/// empty set of accepted number types.
///
/// ```swift
/// try PhoneValidator(region: "Narnia")
/// // throws: Region 'Narnia' is not supported; expected an ISO 3166 alpha-2 code such as US or GB
/// ```
public struct PhoneValidatorError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of mistake a ``PhoneValidatorError`` is, to compare without reading its message.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// libphonenumber does not support the region (``PhoneValidator/supportedRegions``
        /// lists those it does).
        public static let unsupportedRegion = Self("unsupportedRegion")
        /// The set of accepted number types is empty, so no number could be valid.
        public static let noAllowedTypes = Self("noAllowedTypes")

        /// The name of the code, such as `unsupportedRegion`.
        public var description: String { name }
    }

    private enum Kind: Sendable, Hashable {
        case unsupportedRegion(String)
        case noAllowedTypes
    }

    private let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// libphonenumber does not support `region`.
    package static func unsupportedRegion(_ region: String) -> Self {
        Self(.unsupportedRegion(region))
    }

    /// The set of accepted number types is empty.
    package static let noAllowedTypes = Self(.noAllowedTypes)

    /// What kind of mistake this is.
    public var code: Code {
        switch kind {
        case .unsupportedRegion: .unsupportedRegion
        case .noAllowedTypes: .noAllowedTypes
        }
    }

    /// The region as given, for ``Code/unsupportedRegion``.
    public var region: String? {
        switch kind {
        case .unsupportedRegion(let region): region
        case .noAllowedTypes: nil
        }
    }

    /// The message: sentence case, the region as given in single quotes, no trailing period.
    public var description: String {
        switch kind {
        case .unsupportedRegion(let region):
            "Region '\(region)' is not supported; expected an ISO 3166 alpha-2 code such as US or GB"
        case .noAllowedTypes:
            "No number type is accepted; expected at least one"
        }
    }
}
