import Foundation

/// A file to read from and a file to write to, for the engine's descriptor-based runners, and
/// what was written.
final class DescriptorPair {
    let input: Int32
    let output: Int32
    private let folder: URL

    /// `input` holds `bytes`; `output` is empty.
    init(input bytes: [UInt8]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("demo-engine-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let inputPath = folder.appendingPathComponent("input").path
        _ = FileManager.default.createFile(atPath: inputPath, contents: Data(bytes))
        _ = FileManager.default.createFile(atPath: folder.appendingPathComponent("output").path, contents: nil)
        input = open(inputPath, O_RDONLY)
        output = open(folder.appendingPathComponent("output").path, O_WRONLY)
    }

    deinit {
        close(input)
        close(output)
        try? FileManager.default.removeItem(at: folder)
    }

    /// Everything written to `output`.
    func written() throws -> String {
        try String(contentsOf: folder.appendingPathComponent("output"), encoding: .utf8)
    }
}
