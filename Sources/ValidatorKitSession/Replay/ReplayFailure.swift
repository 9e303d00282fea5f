/// A replay stopped at a line it could not read or apply.
public struct ReplayFailure: Error, CustomStringConvertible {
    /// The number of the line, from 1.
    public let line: Int
    /// What is wrong with it.
    public let problem: String

    /// The replay stopped at line `line` because of `problem`.
    public init(line: Int, problem: String) {
        self.line = line
        self.problem = problem
    }

    /// `Line N: problem`.
    public var description: String {
        "Line \(line): \(problem)"
    }
}
