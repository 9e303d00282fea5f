public import ValidatorKitOTP

/// A `OneTimePasswordReplayStore` in a SQLite database file, shared by every store, instance
/// and process that opens the same file: a code one service instance accepted is refused by the
/// others as `otp.replayed`, after a restart too.
///
/// ```swift
/// let store = try SQLiteReplayStore(path: "/var/lib/app/otp.sqlite", maximumFailedAttempts: 5)
/// let verifier = try OneTimePasswordVerifier(generator: generator, replayStore: store, account: user.identifier)
/// ```
///
/// Recording an acceptance is one statement, atomic in SQLite: of two instances recording the
/// same time step at once, one changes the row and the other finds a step not earlier than its
/// own and changes nothing:
///
/// ```sql
/// INSERT INTO otp_accepted_steps (account, last_step) VALUES (?1, ?2)
///     ON CONFLICT (account) DO UPDATE SET last_step = excluded.last_step WHERE last_step < excluded.last_step
/// ```
///
/// Steps (and counters) are held as 20-digit decimal text, so that SQLite orders them as
/// numbers up to `UInt64.max`. With `maximumFailedAttempts`, wrong codes are counted per account
/// and time step in the same file, across instances, as `InMemoryReplayStore` counts them in
/// one process; the limit per client stays with each process's own store.
///
/// Each question opens a connection of its own (the store holds no handle, so it is `Sendable`
/// without a lock) and waits up to 5 seconds for another's lock; the file is in write-ahead
/// logging mode, so readers do not wait for a writer. A question the database cannot answer is
/// answered on the safe side: an acceptance is not recorded (the code is refused), and another
/// attempt is not allowed.
public struct SQLiteReplayStore: OneTimePasswordReplayStore {
    /// The database file.
    public let path: String
    /// The most failed attempts per account and step; `nil` for no limit.
    public let maximumFailedAttempts: Int?

    /// Opens the database at `path`, creating it and its two tables when missing, counting at
    /// most `maximumFailedAttempts` wrong codes per account and time step (no limit when `nil`).
    ///
    /// - Throws: ``SQLiteReplayStoreError`` naming the file and SQLite's message when it cannot
    ///   be opened or its tables cannot be made.
    public init(path: String, maximumFailedAttempts: Int? = nil) throws(SQLiteReplayStoreError) {
        self.path = path
        self.maximumFailedAttempts = maximumFailedAttempts
        let connection = try SQLiteConnection(path: path)
        if let reason = connection.execute(Self.schema) {
            throw SQLiteReplayStoreError(path: path, reason: reason)
        }
    }

    /// Records `factor` for `account` when every step recorded before is earlier, in one
    /// statement.
    public func recordAcceptance(of factor: UInt64, for account: String) -> Bool {
        guard let connection = try? SQLiteConnection(path: path) else { return false }
        return connection.run(Self.recordStep, [.text(account), .text(Self.ordered(factor))]) == 1
    }

    /// False once `maximumFailedAttempts` codes tried for `account` at `anchor` failed, by any
    /// instance; `client` is not counted here.
    public func allowsAttempt(at anchor: UInt64, for account: String, by client: String?) -> Bool {
        guard let maximumFailedAttempts else { return true }
        guard let connection = try? SQLiteConnection(path: path) else { return false }
        let failed = connection.integer(Self.failedCount, [.text(account), .text(Self.ordered(anchor))]) ?? 0
        return failed < maximumFailedAttempts
    }

    /// Counts a failed code for `account` at `anchor`, forgetting those of an earlier anchor, in
    /// one statement.
    public func recordFailedAttempt(at anchor: UInt64, for account: String, by client: String?) {
        guard maximumFailedAttempts != nil, let connection = try? SQLiteConnection(path: path) else { return }
        _ = connection.run(Self.countFailure, [.text(account), .text(Self.ordered(anchor))])
    }

    /// `value` as 20 decimal digits, zeros first, so that texts order as the numbers do.
    static func ordered(_ value: UInt64) -> String {
        let digits = String(value)
        return String(repeating: "0", count: 20 - digits.count) + digits
    }

    /// The tables, made when missing; the file in write-ahead logging mode.
    static let schema = """
        PRAGMA journal_mode = WAL;
        CREATE TABLE IF NOT EXISTS otp_accepted_steps (account TEXT PRIMARY KEY, last_step TEXT NOT NULL) WITHOUT ROWID;
        CREATE TABLE IF NOT EXISTS otp_failed_attempts (
            account TEXT PRIMARY KEY, anchor TEXT NOT NULL, failures INTEGER NOT NULL) WITHOUT ROWID;
        """

    /// Inserts the account's step, or moves it forward; changes nothing for a step not later.
    static let recordStep = """
        INSERT INTO otp_accepted_steps (account, last_step) VALUES (?1, ?2)
            ON CONFLICT (account) DO UPDATE SET last_step = excluded.last_step WHERE last_step < excluded.last_step
        """

    /// The wrong codes of an account at an anchor.
    static let failedCount = "SELECT failures FROM otp_failed_attempts WHERE account = ?1 AND anchor = ?2"

    /// One more wrong code of an account at an anchor, starting again at 1 for a new anchor.
    static let countFailure = """
        INSERT INTO otp_failed_attempts (account, anchor, failures) VALUES (?1, ?2, 1)
            ON CONFLICT (account) DO UPDATE SET
                failures = CASE WHEN anchor = excluded.anchor THEN failures + 1 ELSE 1 END, anchor = excluded.anchor
        """
}
