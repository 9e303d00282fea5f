/// What one pass over the UTF-8 bytes of a digits-only text found: the Luhn checksum of the
/// digits, and the offset of the first byte that is not a digit.
struct LuhnReading {
    /// The checksum of the digits before the first other byte.
    private(set) var checksum = LuhnChecksum()
    /// The byte offset of the first byte that is not an ASCII digit, if there is one.
    private(set) var rejectedByteOffset: Int?

    /// Reads `text`, from its contiguous UTF-8 storage when it has some.
    init(_ text: String) {
        self = text.utf8.withContiguousStorageIfAvailable(Self.init(bytes:)) ?? Self(bytes: text.utf8)
    }

    @inline(__always)
    private init(bytes: some Sequence<UInt8>) {
        for byte in bytes {
            let digit = ASCII.digitValue(byte)
            guard digit < 10 else {
                // Every byte before this one was a digit.
                rejectedByteOffset = checksum.digitCount
                return
            }
            checksum.append(digit)
        }
    }
}
