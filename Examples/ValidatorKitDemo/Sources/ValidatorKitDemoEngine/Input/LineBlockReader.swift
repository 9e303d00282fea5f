/// Reads a file descriptor in blocks of whole lines: each block is what one read brought in, cut
/// after its last `\n` (the rest waits for the next block), so memory stays flat however many
/// lines arrive and a line is never split between blocks.
///
/// A line longer than a read is gathered over as many reads as it takes. At the end of the input
/// a last line without `\n` makes a block of its own.
struct LineBlockReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    /// Where the bytes not yet handed out begin.
    private var start = 0
    private var atEnd = false
    private let readSize: Int

    /// A reader of `descriptor`, which it never closes, reading at most `readSize` bytes at a time.
    init(descriptor: Int32, readSize: Int = 1 << 16) {
        self.descriptor = descriptor
        self.readSize = readSize
    }

    /// Reads until at least one whole line has arrived, then calls `body` with the whole lines
    /// gathered, `\n` included. `beforeWaiting` runs before each read.
    ///
    /// - Returns: `false`, without calling `body`, once the input has ended and every line has
    ///   been handed out.
    mutating func nextBlock(beforeWaiting: () -> Void, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        var searchedUpTo = start
        while true {
            if let end = lastNewline(after: searchedUpTo) {
                hand(start..<end + 1, to: body)
                return true
            }
            searchedUpTo = buffer.count
            if atEnd {
                guard start < buffer.count else { return false }
                hand(start..<buffer.count, to: body)
                return true
            }
            beforeWaiting()
            // The bytes before `start` go; the bytes searched stay searched.
            searchedUpTo -= start
            refill()
        }
    }

    /// The lines of `block`, each without its `\n` or a trailing `\r`.
    static func lines(of block: UnsafeBufferPointer<UInt8>) -> Lines {
        Lines(block: block)
    }

    /// The lines of a block, in order.
    struct Lines: Sequence, IteratorProtocol {
        private let block: UnsafeBufferPointer<UInt8>
        private var lineStart = 0

        init(block: UnsafeBufferPointer<UInt8>) {
            self.block = block
        }

        /// The next line, without its `\n` or a trailing `\r`.
        mutating func next() -> UnsafeBufferPointer<UInt8>? {
            guard lineStart < block.count else { return nil }
            let end = LineBlockReader.newline(in: block, from: lineStart)
            var lineEnd = end
            if lineEnd > lineStart, block[lineEnd - 1] == UInt8(ascii: "\r") { lineEnd -= 1 }
            defer { lineStart = end + 1 }
            return UnsafeBufferPointer(rebasing: block[lineStart..<lineEnd])
        }
    }

    /// The index of the first `\n` in `block` at or after `start`, or `block.count`; eight bytes
    /// are looked at a time.
    static func newline(in block: UnsafeBufferPointer<UInt8>, from start: Int) -> Int {
        guard let base = block.baseAddress else { return block.count }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let newlines = ones &* UInt64(UInt8(ascii: "\n"))
        var index = start
        while block.count - index >= 8 {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) ^ newlines
            // The lowest lane holding a zero byte sets its high bit first (little-endian lanes).
            let zeroLanes = (word &- ones) & ~word & (ones &* 0x80)
            if zeroLanes != 0 { return index + zeroLanes.trailingZeroBitCount / 8 }
            index += 8
        }
        while index < block.count, block[index] != UInt8(ascii: "\n") { index += 1 }
        return index
    }

    /// The index of the last `\n` in the buffer at or after `index`.
    private func lastNewline(after index: Int) -> Int? {
        guard index < buffer.count else { return nil }
        return buffer[index...].lastIndex(of: UInt8(ascii: "\n"))
    }

    private mutating func hand(_ range: Range<Int>, to body: (UnsafeBufferPointer<UInt8>) -> Void) {
        buffer.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[range])) }
        start = range.upperBound
    }

    private mutating func refill() {
        buffer.removeSubrange(0..<start)
        start = 0
        let oldCount = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: readSize))
        // A failed read ends the input as the end of a file does.
        let received = max(0, buffer.withUnsafeMutableBytes {
            Platform.read(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: $0[oldCount...]))
        })
        buffer.removeSubrange((oldCount + received)...)
        atEnd = received == 0
    }
}
