/// Why the service could not start: a spec folder it cannot read, or a spec file that is not a
/// valid form. The description names the file and, for a bad spec, the JSON path.
public struct ServerStartupError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The folder or file at fault.
    public let file: String
    /// What is wrong with it, such as `fields[1].validators[0].options.max: expected an integer`.
    public let problem: String

    /// Creates an error about `file`.
    public init(file: String, problem: String) {
        self.file = file
        self.problem = problem
    }

    /// `file: problem`.
    public var description: String {
        "\(file): \(problem)"
    }
}
