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
/// one process; with `maximumFailedAttemptsPerClient`, per client the host names
/// (`OneTimePasswordClient`) and account too, a client held as the SHA-256 digest of its key,
/// at most `maximumTrackedClients` pairs of client and account kept (the pair counted first is
/// deleted first).
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
    /// The most failed attempts per client, account and step; `nil` for no limit.
    public let maximumFailedAttemptsPerClient: Int?
    /// The most pairs of client and account the file keeps counts of.
    public let maximumTrackedClients: Int

    /// Opens the database at `path`, creating it and its tables when missing, counting at most
    /// `maximumFailedAttempts` wrong codes per account and time step, and
    /// `maximumFailedAttemptsPerClient` per client, account and step (no limit when `nil`), for
    /// at most `maximumTrackedClients` pairs of client and account.
    ///
    /// - Throws: ``SQLiteReplayStoreError`` naming the file and SQLite's message when it cannot
    ///   be opened or its tables cannot be made.
    public init(
        path: String, maximumFailedAttempts: Int? = nil, maximumFailedAttemptsPerClient: Int? = nil,
        maximumTrackedClients: Int = InMemoryReplayStore.defaultMaximumTrackedClients
    ) throws(SQLiteReplayStoreError) {
        self.path = path
        self.maximumFailedAttempts = maximumFailedAttempts
        self.maximumFailedAttemptsPerClient = maximumFailedAttemptsPerClient
        self.maximumTrackedClients = max(1, maximumTrackedClients)
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
    /// instance, or `maximumFailedAttemptsPerClient` tried by `client`.
    public func allowsAttempt(at anchor: UInt64, for account: String, by client: String?) -> Bool {
        let clientLimit = client.flatMap { client in maximumFailedAttemptsPerClient.map { (client, $0) } }
        guard maximumFailedAttempts != nil || clientLimit != nil else { return true }
        guard let connection = try? SQLiteConnection(path: path) else { return false }
        let step = Self.ordered(anchor)
        if let maximumFailedAttempts {
            guard let failed = connection.integer(Self.failedCount, [.text(account), .text(step)]) else { return false }
            guard failed < maximumFailedAttempts else { return false }
        }
        if let (client, limit) = clientLimit {
            let stored = OneTimePasswordClient.storedForm(of: client)
            guard let failed = connection.integer(Self.clientFailedCount, [.text(stored), .text(account), .text(step)]) else {
                return false
            }
            guard failed < limit else { return false }
        }
        return true
    }

    /// Counts a failed code for `account` (and for `client` and `account`) at `anchor`,
    /// forgetting those of an earlier anchor, each in one statement; then deletes the pairs of
    /// client and account counted first, past `maximumTrackedClients`.
    public func recordFailedAttempt(at anchor: UInt64, for account: String, by client: String?) {
        let countsClient = maximumFailedAttemptsPerClient != nil && client != nil
        guard maximumFailedAttempts != nil || countsClient, let connection = try? SQLiteConnection(path: path) else { return }
        let step = Self.ordered(anchor)
        if maximumFailedAttempts != nil {
            _ = connection.run(Self.countFailure, [.text(account), .text(step)])
        }
        if countsClient, let client {
            let stored = OneTimePasswordClient.storedForm(of: client)
            _ = connection.run(Self.countClientFailure, [.text(stored), .text(account), .text(step)])
            _ = connection.run(Self.forgetOldestClients, [.integer(Int64(maximumTrackedClients))])
        }
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
        CREATE TABLE IF NOT EXISTS otp_client_failed_attempts (
            client TEXT NOT NULL, account TEXT NOT NULL, anchor TEXT NOT NULL, failures INTEGER NOT NULL,
            UNIQUE (client, account));
        """

    /// Inserts the account's step, or moves it forward; changes nothing for a step not later.
    static let recordStep = """
        INSERT INTO otp_accepted_steps (account, last_step) VALUES (?1, ?2)
            ON CONFLICT (account) DO UPDATE SET last_step = excluded.last_step WHERE last_step < excluded.last_step
        """

    /// The wrong codes of an account at an anchor: 0 when none is counted.
    static let failedCount = """
        SELECT coalesce((SELECT failures FROM otp_failed_attempts WHERE account = ?1 AND anchor = ?2), 0)
        """

    /// The wrong codes of a client and account at an anchor: 0 when none is counted.
    static let clientFailedCount = """
        SELECT coalesce((SELECT failures FROM otp_client_failed_attempts WHERE client = ?1 AND account = ?2 AND anchor = ?3), 0)
        """

    /// One more wrong code of a client and account at an anchor, starting again at 1 for a new
    /// anchor; a new pair takes the next row number, so the oldest pairs have the lowest.
    static let countClientFailure = """
        INSERT INTO otp_client_failed_attempts (client, account, anchor, failures) VALUES (?1, ?2, ?3, 1)
            ON CONFLICT (client, account) DO UPDATE SET
                failures = CASE WHEN anchor = excluded.anchor THEN failures + 1 ELSE 1 END, anchor = excluded.anchor
        """

    /// Deletes the pairs counted first, keeping the newest `?1` row numbers.
    static let forgetOldestClients = """
        DELETE FROM otp_client_failed_attempts WHERE rowid <= (SELECT max(rowid) FROM otp_client_failed_attempts) - ?1
        """

    /// One more wrong code of an account at an anchor, starting again at 1 for a new anchor.
    static let countFailure = """
        INSERT INTO otp_failed_attempts (account, anchor, failures) VALUES (?1, ?2, 1)
            ON CONFLICT (account) DO UPDATE SET
                failures = CASE WHEN anchor = excluded.anchor THEN failures + 1 ELSE 1 END, anchor = excluded.anchor
        """
}
