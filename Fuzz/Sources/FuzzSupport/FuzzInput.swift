/// A fuzzer's bytes read as a stream of choices, numbers and texts; once they run out, every
/// read answers zero or empty, so a target never has to check for the end.
public struct FuzzInput {
    private let bytes: [UInt8]
    private var offset = 0

    /// Copies the `count` bytes at `data` (which may be `nil` when `count` is zero).
    public init(_ data: UnsafePointer<UInt8>?, count: Int) {
        bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: count)) } ?? []
    }

    /// Reads from `bytes`.
    public init(_ bytes: [UInt8]) {
        self.bytes = bytes
    }

    /// Whether every byte has been read.
    public var isExhausted: Bool { offset >= bytes.count }

    /// The next byte, or zero at the end.
    public mutating func byte() -> UInt8 {
        guard offset < bytes.count else { return 0 }
        defer { offset += 1 }
        return bytes[offset]
    }

    /// A whole number in `range`, from one byte (two when the range is wider than a byte).
    public mutating func integer(in range: ClosedRange<Int>) -> Int {
        let width = range.upperBound - range.lowerBound + 1
        let raw = width > 256 ? Int(byte()) << 8 | Int(byte()) : Int(byte())
        return range.lowerBound + raw % width
    }

    /// A truth value from the low bit of one byte.
    public mutating func boolean() -> Bool {
        byte() & 1 == 1
    }

    /// One of `choices`, which must not be empty.
    public mutating func choose<Element>(_ choices: [Element]) -> Element {
        choices[integer(in: 0...(choices.count - 1))]
    }

    /// Up to `limit` raw bytes, their count read first.
    public mutating func bytes(upTo limit: Int) -> [UInt8] {
        let count = min(integer(in: 0...limit), bytes.count - min(offset, bytes.count))
        defer { offset += count }
        return Array(bytes[offset..<(offset + count)])
    }

    /// Up to `limit` bytes decoded as UTF-8, with invalid sequences repaired.
    public mutating func text(upTo limit: Int) -> String {
        String(decoding: bytes(upTo: limit), as: UTF8.self)
    }

    /// Up to `limit` characters, each either ASCII or one of ``FuzzCharacters/tricky``.
    public mutating func trickyText(upTo limit: Int) -> String {
        var text = ""
        for _ in 0..<integer(in: 0...limit) {
            text.unicodeScalars.append(contentsOf: trickyScalars())
        }
        return text
    }

    /// The scalars of one ASCII or tricky character.
    public mutating func trickyScalars() -> String.UnicodeScalarView {
        let choice = byte()
        if choice < 128 {
            return String(Character(Unicode.Scalar(choice))).unicodeScalars
        }
        return FuzzCharacters.tricky[Int(choice - 128) % FuzzCharacters.tricky.count].unicodeScalars
    }

    /// Every byte not read yet.
    public mutating func rest() -> [UInt8] {
        defer { offset = bytes.count }
        return offset < bytes.count ? Array(bytes[offset...]) : []
    }
}
