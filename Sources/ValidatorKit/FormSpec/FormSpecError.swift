/// A mistake in a ``FormSpec``: where it is, as a JSON path, and what was expected.
public struct FormSpecError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Where the mistake is, such as `fields[2].validators[0].options.max`; empty for the
    /// document as a whole.
    public let path: String
    /// What is wrong and what would be right.
    public let problem: String

    /// Creates an error at `path`.
    public init(path: String, problem: String) {
        self.path = path
        self.problem = problem
    }

    /// `path: problem`, or the problem alone for the whole document.
    public var description: String {
        path.isEmpty ? problem : "\(path): \(problem)"
    }
}
