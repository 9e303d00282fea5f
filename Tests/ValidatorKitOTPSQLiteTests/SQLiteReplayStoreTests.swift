import Foundation
import Testing
import ValidatorKit
import ValidatorKitOTP
import ValidatorKitOTPSQLite

/// The replay store in a real SQLite file, opened by two stores as two service instances would:
/// each refuses the other's accepted codes, concurrently and after a restart, and another
/// process reading the file (Python's standard `sqlite3`) sees what they recorded.
/// The codes are RFC 6238's (Appendix B, SHA-1, 8 digits): 94287082 at T = 59, step 1.
@Suite struct SQLiteReplayStoreTests {
    private let replayed = Validity.invalid(ValidationFailure(code: .otpReplayed, message: "This code has already been used"))
    private let tooMany = Validity.invalid(ValidationFailure(
        code: .otpTooManyAttempts, message: "Too many wrong codes; wait for the next code"))
    private let mismatch = Validity.invalid(ValidationFailure(code: .otpMismatch, message: "The code is incorrect"))

    /// A database file of its own in a new folder, removed after `body`.
    private func withDatabase(_ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("otp-sqlite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try body(folder.appendingPathComponent("otp.sqlite").path)
    }

    private func verifier(store: some OneTimePasswordReplayStore, at time: Int = 59) throws -> OneTimePasswordVerifier {
        let generator = try OneTimePasswordGenerator(secret: try OneTimePasswordSecret(bytes: Array("12345678901234567890".utf8)), digits: 8)
        return try OneTimePasswordVerifier(generator: generator, window: 0, clock: { time }, replayStore: store, account: "ada")
    }

    @Test func twoInstancesRefuseEachOthersCodes() throws {
        try withDatabase { path in
            let first = try verifier(store: try SQLiteReplayStore(path: path))
            let second = try verifier(store: try SQLiteReplayStore(path: path))
            #expect(first.verify("94287082") == .valid)
            #expect(second.verify("94287082") == replayed)
            #expect(first.verify("94287082") == replayed)
            // A store opened after both are gone, as after a restart, remembers.
            #expect(try verifier(store: try SQLiteReplayStore(path: path)).verify("94287082") == replayed)
        }
    }

    /// Sixteen tasks, each with a store of its own on the same file, record the same step at
    /// once: exactly one is accepted.
    @Test func ofManyInstancesRecordingTheSameStepAtOnceExactlyOneSucceeds() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("otp-sqlite-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("otp.sqlite").path
        _ = try SQLiteReplayStore(path: path)
        for step in UInt64(1)...5 {
            let accepted = try await withThrowingTaskGroup(of: Bool.self) { group in
                for _ in 0..<16 {
                    group.addTask { try SQLiteReplayStore(path: path).recordAcceptance(of: step, for: "bob") }
                }
                return try await group.reduce(0) { $0 + ($1 ? 1 : 0) }
            }
            #expect(accepted == 1, "step \(step)")
        }
    }

    @Test func stepsAreOrderedAsNumbersUpToTheLargestCounter() throws {
        try withDatabase { path in
            let store = try SQLiteReplayStore(path: path)
            #expect(store.recordAcceptance(of: 9, for: "eve"))
            #expect(store.recordAcceptance(of: 10, for: "eve"))
            #expect(!store.recordAcceptance(of: 9, for: "eve"))
            #expect(store.recordAcceptance(of: UInt64.max, for: "eve"))
            #expect(!store.recordAcceptance(of: UInt64.max - 1, for: "eve"))
            #expect(store.recordAcceptance(of: 0, for: "other account"))
        }
    }

    /// Wrong codes tried through two instances count together against one limit.
    @Test func wrongCodesAreCountedAcrossInstances() throws {
        try withDatabase { path in
            let first = try verifier(store: try SQLiteReplayStore(path: path, maximumFailedAttempts: 3))
            let second = try verifier(store: try SQLiteReplayStore(path: path, maximumFailedAttempts: 3))
            #expect(first.verify("00000001") == mismatch)
            #expect(second.verify("00000002") == mismatch)
            #expect(first.verify("00000003") == mismatch)
            #expect(second.verify("94287082") == tooMany)
            // The next step (T = 60…89) starts counting again.
            let later = try verifier(store: try SQLiteReplayStore(path: path, maximumFailedAttempts: 3), at: 89)
            #expect(later.verify("00000004") == mismatch)
        }
    }

    /// A client's wrong codes through two instances count together against its own limit, while
    /// another client still gets in; the file keeps at most `maximumTrackedClients` pairs, the
    /// first counted forgotten first.
    @Test func wrongCodesAreCountedPerClientAcrossInstancesInBoundedRows() throws {
        try withDatabase { path in
            let first = try verifier(store: try SQLiteReplayStore(path: path, maximumFailedAttempts: 5, maximumFailedAttemptsPerClient: 2))
            let second = try verifier(store: try SQLiteReplayStore(path: path, maximumFailedAttempts: 5, maximumFailedAttemptsPerClient: 2))
            OneTimePasswordClient.$key.withValue("203.0.113.9") {
                #expect(first.verify("00000001") == mismatch)
                #expect(second.verify("00000002") == mismatch)
                #expect(first.verify("94287082") == tooMany)
            }
            OneTimePasswordClient.$key.withValue("198.51.100.7") {
                #expect(second.verify("94287082") == .valid)
            }
            // The files (the database and its write-ahead log) hold the SHA-256 digest of the
            // address (Python's hashlib), never the address.
            let stored = try Self.python("""
                import hashlib, os
                rows = db.execute('SELECT client FROM otp_client_failed_attempts').fetchall()
                files = [name for name in (sys.argv[1], sys.argv[1] + '-wal') if os.path.exists(name)]
                print(rows == [(hashlib.sha256(b'203.0.113.9').hexdigest(),)], any(b'203.0.113.9' in open(name, 'rb').read() for name in files))
                """, path)
            #expect(stored == "True False\n")
        }
        try withDatabase { path in
            let store = try SQLiteReplayStore(path: path, maximumFailedAttemptsPerClient: 1, maximumTrackedClients: 10)
            let verifier = try verifier(store: store)
            for client in 0..<50 {
                OneTimePasswordClient.$key.withValue("client \(client)") {
                    #expect(verifier.verify("00000001") == mismatch)
                }
            }
            #expect(try Self.python("print(db.execute('SELECT count(*) FROM otp_client_failed_attempts').fetchone()[0])", path) == "10\n")
            OneTimePasswordClient.$key.withValue("client 49") {
                #expect(verifier.verify("00000001") == tooMany)
            }
            OneTimePasswordClient.$key.withValue("client 0") {
                #expect(verifier.verify("94287082") == .valid)
            }
        }
    }

    /// Why another process cannot be run: what to install.
    struct MissingPython: Error, CustomStringConvertible {
        let description = "/usr/bin/python3 is missing: apt-get install python3"
    }

    /// What Python's standard `sqlite3`, another process, prints running `script` with `db`
    /// connected to the file at `path`.
    private static func python(_ script: String, _ path: String) throws -> String {
        let python = "/usr/bin/python3"
        guard FileManager.default.isExecutableFile(atPath: python) else { throw MissingPython() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", "import sqlite3, sys\ndb = sqlite3.connect(sys.argv[1])\n" + script, path]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let printed = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return printed
    }

    /// Another process reads the file: Python's `sqlite3` finds the step the store recorded, and
    /// its own attempt to record the same step by the documented statement changes nothing.
    @Test func anotherProcessSeesTheRecordedStep() throws {
        try withDatabase { path in
            let store = try SQLiteReplayStore(path: path)
            #expect(store.recordAcceptance(of: 41, for: "ada"))
            let script = """
                print(db.execute("SELECT last_step FROM otp_accepted_steps WHERE account = 'ada'").fetchone()[0])
                changed = db.execute(\"\"\"INSERT INTO otp_accepted_steps (account, last_step) VALUES ('ada', ?)
                    ON CONFLICT (account) DO UPDATE SET last_step = excluded.last_step WHERE last_step < excluded.last_step\"\"\",
                    ('%020d' % 41,)).rowcount
                db.commit()
                print(changed)
                """
            #expect(try Self.python(script, path) == "00000000000000000041\n0\n")
            #expect(!store.recordAcceptance(of: 41, for: "ada"))
            #expect(store.recordAcceptance(of: 42, for: "ada"))
        }
    }

    @Test func aFileThatCannotBeOpenedIsATypedErrorNamingIt() {
        #expect { try SQLiteReplayStore(path: "/nonexistent-folder/otp.sqlite") } throws: { error in
            (error as? SQLiteReplayStoreError)?.description
                == "The replay database '/nonexistent-folder/otp.sqlite' could not be opened: unable to open database file"
        }
    }
}
