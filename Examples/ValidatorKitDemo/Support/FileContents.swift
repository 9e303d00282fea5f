#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads whole files.
enum FileContents {
    /// The bytes of the file at `path`; a file that cannot be opened or read is a ``UsageError``
    /// naming it and the reason.
    static func bytes(atPath path: String) throws(UsageError) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw UsageError("Cannot open '\(path)': \(String(cString: strerror(errno)))")
        }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var block = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let received = block.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if received < 0 {
                if errno == EINTR { continue }
                throw UsageError("Cannot read '\(path)': \(String(cString: strerror(errno)))")
            }
            if received == 0 { return bytes }
            bytes.append(contentsOf: block[..<received])
        }
    }
}
