/// Bytes gathered for a file descriptor and written in large blocks, or gathered only.
///
/// JSON goes in through ``JSONObjectWriter`` (``appendJSONObject(_:)``,
/// ``appendJSONLine(_:)``); text and bytes through the `append` methods.
///
/// The buffer owns its memory and is not copyable, so an append only copies bytes: no check
/// that the storage is shared, as an array would make at every byte of every verdict.
public struct OutputBuffer: ~Copyable {
    /// The descriptor written to, or `nil` for a buffer that only gathers.
    private let descriptor: Int32?
    private var base: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    private static let blockSize = 1 << 16

    /// A buffer for `descriptor`, which it never closes.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
        // Room for a block and the line that fills it, so a line of ordinary size never grows it.
        capacity = 2 * Self.blockSize
        base = .allocate(capacity: capacity)
    }

    /// A buffer that gathers everything appended and writes nowhere (a block of a
    /// `LinePipeline`, a test); read it with ``withBytes(_:)``.
    public init() {
        descriptor = nil
        capacity = 256
        base = .allocate(capacity: capacity)
    }

    deinit {
        base.deallocate()
    }

    /// Calls `body` with the bytes appended since the last ``flush()``.
    public func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) throws -> Result) rethrows -> Result {
        try body(UnsafeBufferPointer(start: base, count: count))
    }

    /// Appends the UTF-8 of `text`; writes the bytes gathered once they fill a block.
    public mutating func append(_ text: String) {
        var text = text
        text.withUTF8 { append(contentsOf: $0) }
        flushIfFull()
    }

    /// Appends one byte.
    @inline(__always)
    public mutating func append(_ byte: UInt8) {
        if count == capacity { grow(toHold: count + 1) }
        base[count] = byte
        count += 1
    }

    /// Appends `other`'s bytes.
    public mutating func append(contentsOf other: UnsafeBufferPointer<UInt8>) {
        guard let source = other.baseAddress else { return }
        if capacity - count < other.count { grow(toHold: count + other.count) }
        (base + count).update(from: source, count: other.count)
        count += other.count
    }

    /// Appends `other`'s bytes.
    public mutating func append(contentsOf other: some Sequence<UInt8>) {
        let copied: Void? = other.withContiguousStorageIfAvailable { append(contentsOf: $0) }
        if copied == nil {
            for byte in other { append(byte) }
        }
    }

    /// Appends `number` in decimal, written straight into the buffer two digits at a time.
    mutating func appendDecimal(_ number: Int) {
        if number < 0 { append(UInt8(ascii: "-")) }
        var magnitude = number.magnitude
        var digitCount = 1
        var power: UInt = 10
        while digitCount < 20, magnitude >= power {
            digitCount += 1
            power = power &* 10
        }
        if capacity - count < digitCount { grow(toHold: count + digitCount) }
        let pairs = Self.digitPairs.utf8Start
        var index = count + digitCount
        while magnitude >= 100 {
            let pair = Int(magnitude % 100) &* 2
            magnitude /= 100
            index -= 2
            base[index] = pairs[pair]
            base[index + 1] = pairs[pair + 1]
        }
        if magnitude >= 10 {
            base[index - 2] = pairs[Int(magnitude) &* 2]
            base[index - 1] = pairs[Int(magnitude) &* 2 + 1]
        } else {
            base[index - 1] = UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: magnitude)
        }
        count += digitCount
    }

    /// "00", "01", … "99", one after the other.
    private static let digitPairs: StaticString = "00010203040506070809101112131415161718192021222324252627282930313233343536373839404142434445464748495051525354555657585960616263646566676869707172737475767778798081828384858687888990919293949596979899"

    /// Forgets the bytes gathered, keeping the memory that held them.
    mutating func removeAll() {
        count = 0
    }

    /// Writes the bytes gathered once they fill a block, so memory stays flat however much is
    /// appended between waits; a buffer that only gathers keeps them.
    public mutating func flushIfFull() {
        if count >= Self.blockSize, descriptor != nil { flush() }
    }

    /// Writes everything gathered. When a write fails (the reader has gone away: `EPIPE`), the
    /// error number is kept in ``writeError`` and nothing more is written. A buffer that only
    /// gathers keeps its bytes.
    public mutating func flush() {
        guard let descriptor else { return }
        if writeError == nil, !FileDescriptorIO.write(descriptor, UnsafeRawBufferPointer(start: base, count: count)) {
            writeError = FileDescriptorIO.lastError
        }
        count = 0
    }

    /// The C library's error number of the first write that failed; `nil` while every write
    /// succeeded.
    public private(set) var writeError: Int32?

    /// Makes room for at least `needed` bytes, doubling the capacity.
    private mutating func grow(toHold needed: Int) {
        var newCapacity = capacity * 2
        while newCapacity < needed { newCapacity *= 2 }
        let newBase = UnsafeMutablePointer<UInt8>.allocate(capacity: newCapacity)
        newBase.update(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }
}
