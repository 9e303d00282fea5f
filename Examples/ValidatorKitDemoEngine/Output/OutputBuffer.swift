/// Bytes gathered for a file descriptor and written in large blocks.
///
/// JSON goes in through ``JSONObjectWriter`` (``appendJSONObject(_:)``,
/// ``appendJSONLine(_:)``); text and bytes through the `append` methods.
public struct OutputBuffer {
    private let descriptor: Int32
    /// The bytes appended since the last ``flush()``.
    public private(set) var bytes: [UInt8] = []
    private static let blockSize = 1 << 16

    /// A buffer for `descriptor`, which it never closes.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
        bytes.reserveCapacity(Self.blockSize)
    }

    /// A buffer that holds nothing and writes nowhere, allocating nothing: the stand-in a
    /// ``JSONObjectWriter`` leaves behind while it holds the real buffer.
    init(standIn: Void) {
        descriptor = -1
    }

    /// Appends the UTF-8 of `text`; writes the bytes gathered once they fill a block.
    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
        flushIfFull()
    }

    /// Appends one byte.
    public mutating func append(_ byte: UInt8) {
        bytes.append(byte)
    }

    /// Appends `other`'s bytes.
    public mutating func append(contentsOf other: some Sequence<UInt8>) {
        bytes.append(contentsOf: other)
    }

    /// Writes the bytes gathered once they fill a block, so memory stays flat however much is
    /// appended between waits.
    public mutating func flushIfFull() {
        if bytes.count >= Self.blockSize { flush() }
    }

    /// Writes everything gathered; stops quietly when the reader has gone away.
    public mutating func flush() {
        bytes.withUnsafeBytes { _ = Platform.write(descriptor, $0) }
        bytes.removeAll(keepingCapacity: true)
    }
}
