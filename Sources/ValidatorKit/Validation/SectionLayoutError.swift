/// A section length below 1, where a ``SectionLayout`` is made from lengths read at run time.
public struct SectionLayoutError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The kind of mistake, comparable; there is one so far.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        /// The code's text.
        public let rawValue: String

        private init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// A section was given fewer than one character.
        public static let lengthBelowOne = Self("section_layout.length_below_one")

        /// ``rawValue``.
        public var description: String { rawValue }
    }

    /// The zero-based index of the first length below 1.
    public let index: Int
    /// That length.
    public let length: Int

    /// `.lengthBelowOne`.
    public var code: Code { .lengthBelowOne }

    /// `Section 2 has 0 characters; every section holds at least 1`.
    public var description: String {
        "Section \(index + 1) has \(length) characters; every section holds at least 1"
    }
}
