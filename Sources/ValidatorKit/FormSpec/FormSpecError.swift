/// A mistake in a ``FormSpec``: where it is, as a JSON path, and what was expected.
public struct FormSpecError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of mistake a ``FormSpecError`` is, to compare without reading its message:
    /// `error.code == .wrongType`.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        private let name: String

        private init(_ name: String) {
            self.name = name
        }

        /// The document is not JSON, or could not be read.
        public static let malformedDocument = Self("malformedDocument")
        /// A value is of the wrong JSON kind: a string where an object belongs, say.
        public static let wrongType = Self("wrongType")
        /// A required member is absent or null.
        public static let missingValue = Self("missingValue")
        /// A member the spec does not know, such as a misspelt `titel`.
        public static let unknownMember = Self("unknownMember")
        /// The form has no fields.
        public static let noFields = Self("noFields")
        /// A field's identifier is empty.
        public static let emptyIdentifier = Self("emptyIdentifier")
        /// Two fields share an identifier.
        public static let duplicateIdentifier = Self("duplicateIdentifier")
        /// A `when` names a field that is not among those it can read (its object's, then the
        /// root's).
        public static let unknownField = Self("unknownField")
        /// Fields' `when`s read each other in a circle, so none can be decided first.
        public static let conditionCycle = Self("conditionCycle")
        /// Two variants of a union have the same `value`.
        public static let duplicateVariant = Self("duplicateVariant")
        /// A section length is below 1.
        public static let invalidSectionLength = Self("invalidSectionLength")
        /// A validator names a plugin the registry does not have.
        public static let unknownPlugin = Self("unknownPlugin")
        /// The registry could not build a validator: a bad option, say.
        public static let invalidValidator = Self("invalidValidator")
        /// Any other value that is not acceptable.
        public static let invalidValue = Self("invalidValue")
        /// The document nests deeper than ``FormSpec/maximumNestingDepth``.
        public static let tooDeep = Self("tooDeep")
        /// A list starts with more items than ``FormSpec/maximumInitialItems``, or the form with
        /// more fields than ``FormSpec/maximumInitialFields``.
        public static let tooLarge = Self("tooLarge")

        /// The name of the code, such as `wrongType`.
        public var description: String { name }
    }

    /// What kind of mistake this is.
    public let code: Code
    /// Where the mistake is, such as `fields[2].validators[0].options.max`; empty for the
    /// document as a whole.
    public let path: String
    /// What is wrong and what would be right.
    public let problem: String

    /// Creates an error of kind `code` at `path`.
    package init(_ code: Code, path: String, problem: String) {
        self.code = code
        self.path = path
        self.problem = problem
    }

    /// Creates an error at `path` of kind ``Code/invalidValue``.
    package init(path: String, problem: String) {
        self.init(.invalidValue, path: path, problem: problem)
    }

    /// `path: problem`, or the problem alone for the whole document.
    public var description: String {
        path.isEmpty ? problem : "\(path): \(problem)"
    }
}
