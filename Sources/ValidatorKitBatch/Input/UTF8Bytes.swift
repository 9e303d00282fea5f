/// UTF-8 checks on raw input bytes, shared by the batch check's lines and the cells of CSV: ASCII,
/// most of what arrives, skips the generic validation.
enum UTF8Bytes {
    /// `bytes` as a string, or `nil` when they are not UTF-8.
    static func string(from bytes: UnsafeBufferPointer<UInt8>) -> String? {
        isASCII(bytes) ? String(decoding: bytes, as: UTF8.self) : String(validating: bytes, as: UTF8.self)
    }

    /// Whether every byte is below 0x80.
    static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var combined: UInt8 = 0
        for byte in bytes { combined |= byte }
        return combined < 0x80
    }

    /// The offset of the first byte that breaks UTF-8 in `bytes`.
    static func firstInvalidByte(in bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var parser = Unicode.UTF8.ForwardParser()
        var iterator = bytes.makeIterator()
        var offset = 0
        while true {
            switch parser.parseScalar(from: &iterator) {
            case .valid(let encoded): offset += encoded.count
            case .error: return offset
            case .emptyInput: return offset
            }
        }
    }
}
