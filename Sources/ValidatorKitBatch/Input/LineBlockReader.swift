/// Reads a file descriptor in blocks of whole records: each block is what one read brought in,
/// cut after its last record's end (the rest waits for the next block), so memory stays flat
/// however many records arrive and a record is never split between blocks. A record is a line,
/// or a row of CSV, which may span lines (`RecordFraming`).
///
/// A record longer than a read is gathered over as many reads as it takes. At the end of the
/// input a last record without `\n` makes a block of its own.
struct LineBlockReader {
    private let descriptor: Int32
    private let framing: RecordFraming
    private var buffer: [UInt8] = []
    /// Where the bytes not yet handed out begin.
    private var start = 0
    private var atEnd = false
    /// How many bytes a read asks for; a block is about as long (what the last read brought in,
    /// cut after its last record's end). May change between blocks.
    var readSize: Int
    /// The longest record held, in bytes; nil for no limit.
    private let maximumRecordBytes: Int?

    /// A reader of `descriptor`, which it never closes, reading at most `readSize` bytes at a
    /// time, of records framed by `framing`; a record longer than `maximumRecordBytes` is read
    /// past and handed on as its stand-in (``OverlongRecord``), so memory stays bounded by the
    /// limit whatever the input holds.
    init(descriptor: Int32, readSize: Int = 1 << 16, framing: RecordFraming = .lines, maximumRecordBytes: Int? = nil) {
        self.descriptor = descriptor
        self.readSize = readSize
        self.framing = framing
        self.maximumRecordBytes = maximumRecordBytes
    }

    /// Reads until at least one whole record has arrived, then calls `body` with the whole
    /// records gathered, their last `\n` included. `beforeWaiting` runs before each read.
    ///
    /// - Returns: `false`, without calling `body`, once the input has ended and every record has
    ///   been handed out.
    mutating func nextBlock(beforeWaiting: () -> Void, _ body: (UnsafeBufferPointer<UInt8>) -> Void) -> Bool {
        var searchedUpTo = start
        // A CSV row's end depends on the quotes before it: the scan goes on from the block's start.
        var scanner = CSVRowScanner()
        while true {
            if let end = lastRecordEnd(after: searchedUpTo, scanner: &scanner) {
                hand(start..<end + 1, to: body)
                return true
            }
            searchedUpTo = buffer.count
            if let maximumRecordBytes, buffer.count - start > maximumRecordBytes {
                // No record ends in what is held: the one begun at `start` is too long.
                skipOverlongRecord(scanner: &scanner, beforeWaiting: beforeWaiting, body)
                return true
            }
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

    /// The records of `block`, framed by `framing`, each without its `\n` or a trailing `\r`.
    static func records(of block: UnsafeBufferPointer<UInt8>, framing: RecordFraming) -> Records {
        Records(block: block, framing: framing)
    }

    /// The records of a block, in order, each with the number of lines it spans.
    struct Records: Sequence, IteratorProtocol {
        private let block: UnsafeBufferPointer<UInt8>
        private let framing: RecordFraming
        private var recordStart = 0

        init(block: UnsafeBufferPointer<UInt8>, framing: RecordFraming) {
            self.block = block
            self.framing = framing
        }

        /// The next record, without its `\n` or a trailing `\r`, and how many lines it spans.
        mutating func next() -> (bytes: UnsafeBufferPointer<UInt8>, lineCount: Int)? {
            guard recordStart < block.count else { return nil }
            var end: Int
            var lineCount = 1
            var keepsCarriageReturn = false
            switch framing {
            case .lines:
                end = LineBlockReader.newline(in: block, from: recordStart)
            case .csv:
                var scanner = CSVRowScanner()
                end = recordStart
                while end < block.count, !scanner.endsRow(after: block[end]) {
                    if block[end] == UInt8(ascii: "\n") { lineCount += 1 }
                    end += 1
                }
                // An unterminated quoted cell runs to the end of the input, `\r` included.
                keepsCarriageReturn = scanner.isInsideQuotes
            }
            var recordEnd = end
            if !keepsCarriageReturn, recordEnd > recordStart, block[recordEnd - 1] == UInt8(ascii: "\r") { recordEnd -= 1 }
            defer { recordStart = end + 1 }
            return (UnsafeBufferPointer(rebasing: block[recordStart..<recordEnd]), lineCount)
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

    /// How many `\n` `block` holds; eight bytes are looked at a time (a block of `check --jobs 2`
    /// is counted by the thread reading the input while both workers judge: a byte at a time,
    /// counting took five instructions a byte).
    static func newlineCount(in block: UnsafeBufferPointer<UInt8>) -> Int {
        guard let base = block.baseAddress else { return 0 }
        let ones: UInt64 = 0x0101_0101_0101_0101
        let newlines = ones &* UInt64(UInt8(ascii: "\n"))
        let low7 = ones &* 0x7F
        var count = 0
        var index = 0
        while block.count - index >= 8 {
            let word = UInt64(littleEndian: UnsafeRawPointer(base + index).loadUnaligned(as: UInt64.self)) ^ newlines
            // 1 in each lane that is zero (a newline), with no carry from one lane to the next;
            // the multiplication adds the lanes up into the top one.
            let zeroLanes = ~(((word & low7) &+ low7) | word | low7) >> 7
            count += Int(truncatingIfNeeded: (zeroLanes &* ones) >> 56)
            index += 8
        }
        while index < block.count {
            if block[index] == UInt8(ascii: "\n") { count += 1 }
            index += 1
        }
        return count
    }

    /// The index of the `\n` that ends the last whole record in the buffer at or after
    /// `index`; a CSV row's `\n` is found by `scanner`, which has seen every byte before `index`
    /// since the block's start.
    private func lastRecordEnd(after index: Int, scanner: inout CSVRowScanner) -> Int? {
        guard index < buffer.count else { return nil }
        switch framing {
        case .lines:
            return buffer[index...].lastIndex(of: UInt8(ascii: "\n"))
        case .csv:
            var lastEnd: Int?
            for position in index..<buffer.count {
                if scanner.endsRow(after: buffer[position]) { lastEnd = position }
            }
            return lastEnd
        }
    }

    /// Reads past the record begun at `start`, none of whose ends is held, up to its end (or the
    /// input's), letting go of its bytes as they come, and hands on its stand-in alone. The
    /// bytes after its end stay for the next block.
    private mutating func skipOverlongRecord(
        scanner: inout CSVRowScanner, beforeWaiting: () -> Void, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        var byteCount = 0
        // The bytes held were scanned already (by `scanner`, for CSV), and hold no record end.
        var lineCount = 1 + buffer[start...].reduce(0) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
        var scanned = buffer.count
        while true {
            var end: Int?
            for position in scanned..<buffer.count {
                let byte = buffer[position]
                let endsRecord: Bool
                switch framing {
                case .lines: endsRecord = byte == UInt8(ascii: "\n")
                case .csv: endsRecord = scanner.endsRow(after: byte)
                }
                if endsRecord {
                    end = position
                    break
                }
                if byte == UInt8(ascii: "\n") { lineCount += 1 }
            }
            if let end {
                byteCount += end - start
                buffer.removeSubrange(0...end)
                start = 0
                break
            }
            byteCount += buffer.count - start
            buffer.removeAll(keepingCapacity: true)
            start = 0
            scanned = 0
            if atEnd { break }
            beforeWaiting()
            refill()
        }
        OverlongRecord.standIn(byteCount: byteCount, lineCount: lineCount, framing: framing).withUnsafeBufferPointer(body)
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
            FileDescriptorIO.read(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: $0[oldCount...]))
        })
        buffer.removeSubrange((oldCount + received)...)
        atEnd = received == 0
    }
}
