import Foundation
import Testing

/// A reference tool from PyPI, run by the tests: installed (pinned) by the repository's
/// `scripts/python-tools` into `.build-python/api-tools`.
struct PythonTool {
    /// What a finished run printed and how it ended.
    struct Run {
        let status: Int32
        let output: String
    }

    /// The tool's executable.
    let executable: URL

    /// The repository's root, four folders above this package's tests.
    static let repository: URL = {
        let components = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        // …/Examples/ValidatorKitServer/Tests/ValidatorKitServerTests/PythonTool.swift
        return URL(fileURLWithPath: components.dropLast(5).joined(separator: "/"))
    }()

    /// The tool `name`, installed first by `scripts/python-tools` when it is not yet; an error
    /// saying what to install when that fails (no `python3 -m venv`, or no way to PyPI).
    static func named(_ name: String) async throws -> PythonTool {
        let install = try await run(repository.appendingPathComponent("scripts/python-tools"), arguments: [])
        let bin = install.output.split(separator: "\n").last.map(String.init) ?? ""
        let executable = URL(fileURLWithPath: bin).appendingPathComponent(name)
        guard install.status == 0, FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw ToolMissing(
                description: """
                    \(name) is missing: scripts/python-tools could not install it (it needs python3 with venv, \
                    Debian's python3-venv, and PyPI): \(install.output)
                    """)
        }
        return PythonTool(executable: executable)
    }

    /// Runs the tool with `arguments` in a new temporary folder (schemathesis and hypothesis
    /// keep caches in the current folder, and a run should neither leave nor replay one),
    /// without blocking a thread of the cooperative pool.
    func callAsFunction(_ arguments: [String]) async throws -> Run {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("python-tool-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        return try await Self.run(executable, arguments: arguments, in: folder)
    }

    private static func run(_ executable: URL, arguments: [String], in folder: URL? = nil) async throws -> Run {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = folder
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        // Read and waited for on a thread of Dispatch's, not of the cooperative pool, which
        // the server under test answers on.
        let printed = await withCheckedContinuation { (continuation: CheckedContinuation<Data, Never>) in
            DispatchQueue.global().async {
                let data = output.fileHandleForReading.readDataToEndOfFile()
                process.waitUntilExit()
                continuation.resume(returning: data)
            }
        }
        return Run(status: process.terminationStatus, output: String(decoding: printed, as: UTF8.self))
    }

    /// A tool that could not be installed.
    struct ToolMissing: Error, CustomStringConvertible {
        let description: String
    }
}
