/// How much a submission may cost: the largest body read and how long its asynchronous checks
/// may take. A record's depth (64 levels) and size (1 MiB) are bounded by its reader,
/// `JSONValue.record(from:)`, whatever these say.
public struct SubmissionLimits: Sendable, Hashable {
    /// The largest body read, in bytes; a larger one is answered `413` without being held.
    public var maximumBodySize: Int
    /// How long a submission's asynchronous checks (a username asked of a directory) may take in
    /// all; a check still running then fails the record with `check.timeout`.
    public var checkDeadline: Duration

    /// The default body limit: 64 KiB.
    public static let defaultMaximumBodySize = 64 * 1024
    /// The default deadline of a submission's checks: 5 seconds.
    public static let defaultCheckDeadline = Duration.seconds(5)

    /// Creates limits.
    public init(maximumBodySize: Int = Self.defaultMaximumBodySize, checkDeadline: Duration = Self.defaultCheckDeadline) {
        self.maximumBodySize = maximumBodySize
        self.checkDeadline = checkDeadline
    }
}
