import Foundation
import Testing

/// Runs the built `validator` executable as a person would from a shell in the
/// repository's root, where the README's paths (`Examples/Specs/payment.json`) are written from.
struct DemoProcess {
    struct Result {
        let status: Int32
        let standardOutput: String
        let standardError: String

        var outputLines: [String] {
            standardOutput.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        }

        /// Each line of standard output read as a JSON object (a trace's records).
        func outputRecords() throws -> [[String: Any]] {
            try outputLines.map { line in
                try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            }
        }
    }

    /// The executable beside the test bundle, where SwiftPM builds every product.
    static let executable: URL = {
        let buildFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        return buildFolder.appendingPathComponent("validator")
    }()

    /// Runs the demo with `arguments`, `input` on standard input and the test's environment,
    /// in which the locale variables are replaced by `locale` (none: English).
    static func run(_ arguments: [String], input: [UInt8] = [], locale: [String: String] = [:]) throws -> Result {
        var environment = ProcessInfo.processInfo.environment
        for variable in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            environment[variable] = locale[variable]
        }
        return try run(executable, arguments, input: input, environment: environment)
    }

    /// Runs any `executable` with `arguments` and `input` on standard input, in the repository's
    /// root, and collects what it writes.
    static func run(
        _ executable: URL, _ arguments: [String], input: [UInt8],
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) throws -> Result {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.currentDirectoryURL = PackagePaths.repository
        let standardInput = Pipe()
        let standardOutput = Pipe()
        let standardError = Pipe()
        process.standardInput = standardInput
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()
        let writer = Thread {
            standardInput.fileHandleForWriting.write(Data(input))
            try? standardInput.fileHandleForWriting.close()
        }
        writer.start()
        let errorData = ErrorCollector(standardError.fileHandleForReading)
        let output = standardOutput.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(
            status: process.terminationStatus,
            standardOutput: String(decoding: output, as: UTF8.self),
            standardError: String(decoding: errorData.collected(), as: UTF8.self))
    }

    static func run(_ arguments: [String], input: String) throws -> Result {
        try run(arguments, input: Array(input.utf8))
    }
}

/// Reads a pipe to its end on its own thread, so a full pipe never blocks the process.
final class ErrorCollector: @unchecked Sendable {
    // Safe: `data` is written only by the reading thread and read only after `done` is signalled.
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle) {
        Thread {
            self.data = handle.readDataToEndOfFile()
            self.done.signal()
        }.start()
    }

    func collected() -> Data {
        done.wait()
        return data
    }
}
