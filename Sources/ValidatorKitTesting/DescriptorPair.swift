import Foundation

/// A file to read from and a file to write to, for the runners that read and write file
/// descriptors (``/ValidatorKitBatch`` checks, ``/ValidatorKitSession`` replays), and what was
/// written; both files are removed when the pair goes.
///
/// ```swift
/// let files = try DescriptorPair(input: Array("4242424242424242\n".utf8))
/// _ = try BatchCheck(validator: card).run(input: files.input, output: files.output)
/// try files.written()   // {"line":1,"validity":"valid",…}
/// ```
public final class DescriptorPair {
    /// The descriptor of the file holding the input, open for reading.
    public let input: Int32
    /// The descriptor of the empty output file, open for writing.
    public let output: Int32
    private let folder: URL

    /// `input` holds `bytes`; `output` is empty.
    public init(input bytes: [UInt8]) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("descriptor-pair-\(UUID().uuidString)")
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

    /// Everything written to `output`, as UTF-8 text.
    public func written() throws -> String {
        try String(contentsOf: folder.appendingPathComponent("output"), encoding: .utf8)
    }
}
