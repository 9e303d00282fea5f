import Foundation

/// A plain C filter kept in `Benchmarks/Reference` (the one `check` is measured against),
/// compiled with the C compiler the Swift toolchain brings and run on an input: what `check`
/// must answer, from code that shares nothing with it.
enum CReferenceFilter {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// The filter's standard output and exit status for `input`.
    static func run(source: String, input: [UInt8]) throws -> (output: String, status: Int32) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("c-reference-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let executable = folder.appendingPathComponent("filter")
        let sourcePath = PackagePaths.repository.appendingPathComponent("Benchmarks/Reference/\(source)").path
        let compiled = try DemoProcess.run(compiler(), ["-O2", "-o", executable.path, sourcePath], input: [])
        guard compiled.status == 0 else {
            throw Failure(description: "compiling \(source) failed: \(compiled.standardError)")
        }
        let result = try DemoProcess.run(executable, [], input: input)
        return (result.standardOutput, result.status)
    }

    /// clang (the Swift toolchain's) or cc.
    private static func compiler() throws -> URL {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for name in ["clang", "cc"] {
            for folder in folders {
                let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            }
        }
        throw Failure(description: "no C compiler on PATH: install the Swift toolchain's clang or apt-get install gcc")
    }
}
