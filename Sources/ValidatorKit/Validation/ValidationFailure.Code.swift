extension ValidationFailure {
    /// A stable machine code naming why a text is invalid, namespaced by plugin, such as
    /// `luhn.checksum` or `regex.no_match`.
    ///
    /// Codes are declared once, as static constants, by the module whose validators emit them
    /// (``requiredMissing``, ``lengthTooShort`` and the other core codes here), and never change
    /// once published. A plugin lists every code its validators can emit in
    /// ``ValidatorPlugin/failureCodes``.
    ///
    /// A code declared by a module carries the module's ``MessageCatalog``, which renders its
    /// messages. Two codes are equal when they have the same text and the same catalog, so equal
    /// codes render the same messages: a code read from text (``init(_:)``, decoding) has no
    /// catalog and differs from the declared constant of the same text; compare ``rawValue``s to
    /// match by text alone.
    ///
    /// ```swift
    /// extension ValidationFailure.Code {
    ///     /// `even-length.odd`: the text has an odd number of characters.
    ///     public static let evenLengthOdd = Self("even-length.odd", messages: .evenLength)
    /// }
    /// ```
    public struct Code: RawRepresentable, Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
        /// The code as text, such as `"luhn.checksum"`.
        public let rawValue: String
        /// The catalog of the code's messages; `nil` for a code read from text, whose failures
        /// carry their message as it is.
        public var messages: MessageCatalog? {
            catalog?.takeUnretainedValue()
        }

        /// ``messages``, held without counting a reference at each copy: a code made with a
        /// catalog keeps it for the life of the process (catalogs are static constants of the
        /// modules declaring codes). A failure is copied several times a verdict, and threads
        /// judging side by side (`check card --jobs 2`) counted references on their plugin's one
        /// catalog about four times an invalid number each, its cache line going back and forth
        /// between the cores.
        private let catalog: Unmanaged<MessageCatalog>?

        /// Creates a code from its text, such as `"luhn.checksum"`, whose messages are in
        /// `messages`, which the code keeps for the life of the process.
        public init(_ rawValue: String, messages: MessageCatalog) {
            self.rawValue = rawValue
            // Retained once and never released: see `catalog`.
            catalog = Unmanaged.passRetained(messages)
        }

        /// Creates a code from its text, such as `"luhn.checksum"`, without a catalog.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
            catalog = nil
        }

        /// Creates a code from its text, such as `"luhn.checksum"`.
        public init(rawValue: String) {
            self.rawValue = rawValue
            catalog = nil
        }

        /// Reads the code from a JSON string.
        public init(from decoder: any Decoder) throws {
            rawValue = try decoder.singleValueContainer().decode(String.self)
            catalog = nil
        }

        /// Whether the two codes have the same text and the same catalog (the same instance, or
        /// none), and so render the same messages.
        public static func == (lhs: Self, rhs: Self) -> Bool {
            lhs.rawValue == rhs.rawValue && lhs.catalogAddress == rhs.catalogAddress
        }

        /// Where the catalog is, which identifies it; `nil` without one (no reference counted).
        private var catalogAddress: UnsafeMutableRawPointer? {
            catalog?.toOpaque()
        }

        /// Hashes the text of the code, which equal codes share.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(rawValue)
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

        /// Orders codes by their text; codes of the same text without a catalog first, then by
        /// catalog.
        public static func < (lhs: Self, rhs: Self) -> Bool {
            guard lhs.rawValue == rhs.rawValue else { return lhs.rawValue < rhs.rawValue }
            switch (lhs.catalogAddress, rhs.catalogAddress) {
            case (nil, .some): return true
            case (.some(let left), .some(let right)): return left < right
            default: return false
            }
        }
    }
}
