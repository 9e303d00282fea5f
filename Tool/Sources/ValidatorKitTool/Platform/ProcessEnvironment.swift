/// Reads environment variables.
public struct ProcessEnvironment {
    /// The environment of this process.
    public init() {}

    /// The value of `name`, or `nil` when it is not set.
    public subscript(name: String) -> String? {
        CurrentProcess.environmentVariable(name)
    }
}
