private import CSQLite

/// One connection to a SQLite database file, closed when released: what a
/// ``SQLiteReplayStore`` opens for each question, so that no handle is shared between threads.
///
/// Waits up to ``busyTimeoutInMilliseconds`` for another connection's (or process's) lock.
final class SQLiteConnection {
    /// A value bound to a statement's `?N` parameter.
    enum Parameter {
        case text(String)
        case integer(Int64)
    }

    /// How long a statement waits for a lock another connection holds: 5 seconds.
    static let busyTimeoutInMilliseconds: Int32 = 5_000

    private let handle: OpaquePointer

    /// Opens (or creates) the database at `path`; throws SQLite's message.
    init(path: String) throws(SQLiteReplayStoreError) {
        var opened: OpaquePointer?
        let status = sqlite3_open_v2(path, &opened, SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE | SQLITE_OPEN_NOMUTEX, nil)
        guard status == SQLITE_OK, let opened else {
            let reason = opened.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_close(opened)
            throw SQLiteReplayStoreError(path: path, reason: reason)
        }
        handle = opened
        sqlite3_busy_timeout(handle, Self.busyTimeoutInMilliseconds)
    }

    deinit {
        sqlite3_close(handle)
    }

    /// Runs `sql`, one or more statements without parameters; SQLite's message when one fails.
    func execute(_ sql: String) -> String? {
        var message: UnsafeMutablePointer<CChar>?
        guard sqlite3_exec(handle, sql, nil, nil, &message) != SQLITE_OK else { return nil }
        defer { sqlite3_free(message) }
        return message.map { String(cString: $0) } ?? "unknown error"
    }

    /// Runs the one statement `sql` with `parameters` bound to `?1`, `?2` …: the rows it changed,
    /// or `nil` when it failed.
    func run(_ sql: String, _ parameters: [Parameter]) -> Int? {
        withStatement(sql, parameters) { statement in
            var status = sqlite3_step(statement)
            while status == SQLITE_ROW { status = sqlite3_step(statement) }
            return status == SQLITE_DONE ? Int(sqlite3_changes(handle)) : nil
        } ?? nil
    }

    /// The first column of the first row of the query `sql`, an integer; `nil` when it has no
    /// row or failed.
    func integer(_ sql: String, _ parameters: [Parameter]) -> Int64? {
        withStatement(sql, parameters) { statement in
            sqlite3_step(statement) == SQLITE_ROW ? sqlite3_column_int64(statement, 0) : nil
        } ?? nil
    }

    /// Prepares `sql`, binds `parameters`, calls `body` with the statement and finalizes it;
    /// `nil` when preparing or binding failed.
    private func withStatement<Result>(
        _ sql: String, _ parameters: [Parameter], _ body: (OpaquePointer) -> Result
    ) -> Result? {
        var prepared: OpaquePointer?
        guard sqlite3_prepare_v2(handle, sql, -1, &prepared, nil) == SQLITE_OK, let statement = prepared else {
            sqlite3_finalize(prepared)
            return nil
        }
        defer { sqlite3_finalize(statement) }
        for (offset, parameter) in parameters.enumerated() {
            let index = Int32(offset + 1)
            let status: Int32
            switch parameter {
            case .text(let text):
                // SQLITE_TRANSIENT, a macro Swift cannot import: SQLite copies the text.
                status = sqlite3_bind_text(statement, index, text, -1, unsafeBitCast(-1, to: sqlite3_destructor_type.self))
            case .integer(let number):
                status = sqlite3_bind_int64(statement, index, number)
            }
            guard status == SQLITE_OK else { return nil }
        }
        return body(statement)
    }
}
