/// What one pass over the UTF-8 bytes of a digits-only text found: the Luhn checksum of the
/// digits, and whether a byte that is not a digit stopped the reading.
struct LuhnReading {
    /// The checksum of the digits before the first other byte.
    private(set) var checksum = LuhnChecksum()
    /// Whether a byte that is not an ASCII digit stopped the reading; it is at the byte offset
    /// `checksum.digitCount`.
    private(set) var stoppedAtOtherByte = false

    /// Reads `text`, from its contiguous UTF-8 storage when it has some.
    ///
    /// A static function rather than an initializer, so that `text` is borrowed, not retained.
    @inline(__always)
    static func read(_ text: String) -> LuhnReading {
        text.utf8.withContiguousStorageIfAvailable(Self.init(bytes:)) ?? readCopy(of: text)
    }

    /// Reads a copy of a text without contiguous UTF-8 storage (a bridged string).
    @inline(never)
    private static func readCopy(of text: String) -> LuhnReading {
        Array(text.utf8).withUnsafeBufferPointer(Self.init(bytes:))
    }

    @inline(__always)
    private init(bytes: UnsafeBufferPointer<UInt8>) {
        // Eight digits at a time while they last, then byte by byte, which also finds the exact
        // offset of a byte that is not a digit.
        var offset = 0
        if let start = bytes.baseAddress.map(UnsafeRawPointer.init) {
            while offset &+ 8 <= bytes.count,
                let values = ASCII.digitValues(
                    ofEight: UInt64(littleEndian: start.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            {
                checksum.append(eightDigits: values)
                offset &+= 8
            }
        }
        for byte in bytes[offset...] {
            let digit = ASCII.digitValue(byte)
            guard digit < 10 else {
                stoppedAtOtherByte = true
                return
            }
            checksum.append(digit)
        }
    }
}
