/// Why a ``SQLiteReplayStore`` could not be opened: the database file and SQLite's own message.
///
/// ```
/// The replay database '/var/lib/app/otp.sqlite' could not be opened: unable to open database file
/// ```
public struct SQLiteReplayStoreError: Error, Sendable, Hashable, CustomStringConvertible {
    /// The database file.
    public let path: String
    /// SQLite's message, such as `unable to open database file`.
    public let reason: String

    /// An error about `path`, with SQLite's `reason`.
    init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// What went wrong, naming the file.
    public var description: String {
        "The replay database '\(path)' could not be opened: \(reason)"
    }
}
