/// A mistake in how the demo was called, such as an unknown plugin, a malformed `--option` or a
/// form spec that is wrong; its description is the message printed after `validator: `.
///
/// The demo exits with status 2 on a usage mistake, as the README promises. A file that cannot
/// be read is a ``FileAccessError`` instead.
public struct UsageError: Error, Equatable, CustomStringConvertible {
    /// What is wrong and how to put it right, in sentence case without a trailing period.
    public let description: String

    /// A usage mistake described by `description`.
    public init(_ description: String) {
        self.description = description
    }
}
