extension ValidationFailure {
    /// A stable machine code naming why a text is invalid, namespaced by plugin, such as
    /// `luhn.checksum` or `regex.no_match`.
    ///
    /// Codes are declared once, as static constants, by the module whose validators emit them
    /// (``requiredMissing``, ``lengthTooShort`` and the other core codes here), and never change
    /// once published. A plugin lists every code its validators can emit in
    /// ``ValidatorPlugin/failureCodes``.
    ///
    /// ```swift
    /// extension ValidationFailure.Code {
    ///     /// `even-length.odd`: the text has an odd number of characters.
    ///     public static let evenLengthOdd = Self("even-length.odd")
    /// }
    /// ```
    public struct Code: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
        /// The code as text, such as `"luhn.checksum"`.
        public let rawValue: String

        /// Creates a code from its text, such as `"luhn.checksum"`.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// Creates a code from its text, such as `"luhn.checksum"`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// Reads the code from a JSON string.
        public init(from decoder: any Decoder) throws {
            rawValue = try decoder.singleValueContainer().decode(String.self)
        }

        /// Writes the code as a JSON string.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.singleValueContainer()
            try container.encode(rawValue)
        }

        /// The code as text, such as `luhn.checksum`.
        public var description: String {
            rawValue
        }

        /// The namespace before the first dot, such as `"luhn"` for `luhn.checksum`; `nil` when
        /// the code has no dot or nothing on either side of it.
        public var namespace: String? {
            guard let dot = rawValue.firstIndex(of: "."), dot != rawValue.startIndex,
                rawValue.index(after: dot) != rawValue.endIndex
            else { return nil }
            return String(rawValue[..<dot])
        }

        /// Orders codes by their text.
        public static func < (lhs: Self, rhs: Self) -> Bool {
            lhs.rawValue < rhs.rawValue
        }
    }
}
