#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Bytes gathered for a file descriptor and written in large blocks.
struct OutputBuffer {
    private let descriptor: Int32
    private(set) var bytes: [UInt8] = []
    private let blockSize = 1 << 16

    init(descriptor: Int32) {
        self.descriptor = descriptor
        bytes.reserveCapacity(blockSize)
    }

    mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
        if bytes.count >= blockSize { flush() }
    }

    mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    mutating func append(contentsOf other: some Sequence<UInt8>) {
        bytes.append(contentsOf: other)
    }

    /// Writes everything gathered; stops quietly when the reader has gone away.
    mutating func flush() {
        var written = 0
        bytes.withUnsafeBytes { buffer in
            while written < buffer.count {
                let result = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    return
                }
                written += result
            }
        }
        bytes.removeAll(keepingCapacity: true)
    }
}
