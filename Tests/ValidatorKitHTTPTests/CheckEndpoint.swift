import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What the check endpoint of ``withCheckEndpoint(_:)`` received, in order: the lines it prints
/// on stdout, each printed before its answer is sent, so they are all here once the answers are.
actor ReceivedChecks {
    /// The endpoint's stdout.
    private let output: FileHandle
    /// Bytes read that do not yet end a line.
    private var pending: [UInt8] = []
    /// Lines read and not yet taken.
    private var lines: [String] = []
    private var recordedNames: [String] = []
    private var recordedBodies: [(body: String, contentType: String?)] = []

    /// The names asked about by `GET /names/{name}`, percent-decoded.
    var names: [String] {
        recordLines()
        return recordedNames
    }

    /// The bodies of `POST /check`, with their content type.
    var bodies: [(body: String, contentType: String?)] {
        recordLines()
        return recordedBodies
    }

    init(output: FileHandle) {
        self.output = output
    }

    /// The endpoint's first line, its port, waiting up to `limit` for it; `nil` when the
    /// endpoint ended or stayed silent.
    func port(within limit: Duration) async -> Int? {
        let clock = ContinuousClock()
        let deadline = clock.now + limit
        while clock.now < deadline {
            let ended = readAvailable()
            if !lines.isEmpty {
                return Int(lines.removeFirst())
            }
            if ended {
                return nil
            }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return nil
    }

    /// Parses the lines printed so far: `{"name": …}` or `{"body": …, "contentType": …}`.
    private func recordLines() {
        readAvailable()
        for line in lines {
            guard let event = try? JSONDecoder().decode(PrintedEvent.self, from: Data(line.utf8)) else {
                Issue.record("the check endpoint printed '\(line)'")
                continue
            }
            if let name = event.name {
                recordedNames.append(name)
            }
            if let body = event.body {
                recordedBodies.append((body, event.contentType))
            }
        }
        lines.removeAll()
    }

    /// Reads what the endpoint has printed, without waiting; whether its stdout has ended.
    @discardableResult
    private func readAvailable() -> Bool {
        let descriptor = output.fileDescriptor
        var buffer = [UInt8](repeating: 0, count: 4096)
        // Bounded: at most 4 MiB a call, far more than any test prints.
        for _ in 0..<1024 {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            guard poll(&request, 1, 0) > 0 else { break }
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { return true }
            pending += buffer[..<count]
        }
        while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
            lines.append(String(decoding: pending[..<newline], as: UTF8.self))
            pending.removeSubrange(...newline)
        }
        return false
    }

    private struct PrintedEvent: Decodable {
        let name: String?
        let body: String?
        let contentType: String?
    }
}

/// Runs `body` with the base URL (`http://127.0.0.1:PORT`) of a small HTTP endpoint on a free
/// loopback port, the kind the `http` plugin asks: `Fixtures/check_endpoint.py`, run with
/// `python3` (standard library only) for this call alone, and stopped when `body` returns or
/// throws.
///
/// | Route | Answer |
/// |---|---|
/// | `GET /names/{name}` | `{"valid": false}` for a taken name (`alice`, `bob`), else `{"valid": true}` |
/// | `GET /available/{name}` | `{"available": …}`, the same with another member |
/// | `POST /check` | `{"valid": …}` for the `value` of a JSON body `{"value": name}` |
/// | `GET /slow/{name}` | `{"valid": true}` after 3 s, longer than the timeouts the tests give |
/// | `GET /unavailable/{name}` | `503` |
/// | `GET /page/{name}` | `200`, an HTML page |
/// | `GET /other/{name}` | `{"ok": true}`, without the member |
/// | `GET /number/{name}` | `{"valid": 1}`, a member that is not a boolean |
/// | `GET /moved/{name}` | `302` to `/names/{name}` |
/// | `GET /padded/{bytes}` | `{"valid": true, "padding": "xx…"}`, `bytes` bytes long in all |
///
/// Without `python3` this throws, saying what to install: the tests fail, never skip.
func withCheckEndpoint<Value: Sendable>(
    _ body: @Sendable (_ baseURL: String, _ received: ReceivedChecks) async throws -> Value
) async throws -> Value {
    let script = try #require(
        Bundle.module.url(forResource: "check_endpoint", withExtension: "py", subdirectory: "Fixtures"),
        "Fixtures/check_endpoint.py is missing from the test bundle")
    let process = Process()
    process.executableURL = try pythonExecutable()
    process.arguments = [script.path]
    let input = Pipe()
    let output = Pipe()
    process.standardInput = input
    process.standardOutput = output
    try process.run()
    let received = ReceivedChecks(output: output.fileHandleForReading)
    let value: Value
    do {
        guard let port = await received.port(within: .seconds(60)) else {
            throw CheckEndpointFailure(description: "The check endpoint printed no port within 60 s")
        }
        value = try await body("http://127.0.0.1:\(port)", received)
    } catch {
        await stop(process, input: input)
        throw error
    }
    await stop(process, input: input)
    return value
}

/// Stops the endpoint: its stdin closes (it stops itself then), SIGTERM, and SIGKILL when it
/// is still running 2 s later.
private func stop(_ process: Process, input: Pipe) async {
    try? input.fileHandleForWriting.close()
    if process.isRunning {
        process.terminate()
    }
    for _ in 0..<100 where process.isRunning {
        try? await Task.sleep(for: .milliseconds(20))
    }
    if process.isRunning {
        kill(process.processIdentifier, SIGKILL)
    }
    process.waitUntilExit()
}

/// `python3` on `PATH`, or an error saying what to install.
private func pythonExecutable() throws -> URL {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
    for folder in path.split(separator: ":") {
        let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent("python3")
        if FileManager.default.isExecutableFile(atPath: candidate.path) {
            return candidate
        }
    }
    throw CheckEndpointFailure(
        description: "The http plugin's loopback tests serve their endpoint with python3, which is not on PATH: install the Debian package python3")
}

/// The check endpoint could not be started.
struct CheckEndpointFailure: Error, CustomStringConvertible {
    let description: String
}
