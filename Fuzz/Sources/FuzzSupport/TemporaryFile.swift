#if canImport(Glibc)
import Glibc
#endif

/// An anonymous temporary file, standing in for a pipe that never fills up; gone on release.
public final class TemporaryFile {
    public let descriptor: Int32
    private let file: UnsafeMutablePointer<FILE>

    /// A file holding `bytes`, read from the start.
    public init(holding bytes: [UInt8]) {
        guard let file = tmpfile() else { fatalError("no temporary file could be created") }
        self.file = file
        descriptor = fileno(file)
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            precondition(result > 0, "writing the temporary file failed")
            written += result
        }
        lseek(descriptor, 0, SEEK_SET)
    }

    /// Everything in the file.
    public func contents() -> [UInt8] {
        let size = Int(lseek(descriptor, 0, SEEK_END))
        var bytes = [UInt8](repeating: 0, count: size)
        let read = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, size, 0) }
        precondition(read == size, "reading the temporary file failed")
        return bytes
    }

    deinit {
        fclose(file)
    }
}
