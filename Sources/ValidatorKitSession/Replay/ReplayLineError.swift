/// A replay line that cannot be read; the runner adds the line number.
public struct ReplayLineError: Error, Equatable, CustomStringConvertible {
    /// What is wrong with the line, in sentence case.
    public let description: String

    /// A line that cannot be read, for the reason `description`.
    public init(_ description: String) {
        self.description = description
    }
}
