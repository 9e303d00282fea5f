/// Reads a file descriptor line by line as raw bytes, in large blocks, so memory stays flat
/// however many lines arrive.
public struct LineReader {
    private let descriptor: Int32
    private var buffer: [UInt8] = []
    private var start = 0
    private var searchedUpTo = 0
    private var atEnd = false
    private let blockSize = 1 << 16

    /// A reader of `descriptor`, which it never closes.
    public init(descriptor: Int32) {
        self.descriptor = descriptor
    }

    /// Calls `body` with each line, without its `\n` or a trailing `\r`, until the input ends.
    /// `beforeWaiting` runs whenever the reader is about to block for more input.
    public mutating func forEachLine(
        beforeWaiting: () -> Void, _ body: (UnsafeBufferPointer<UInt8>) -> Void
    ) {
        forEachLine(beforeWaiting: beforeWaiting) { line in
            body(line)
            return true
        }
    }

    /// Calls `body` with each line, as above, until the input ends or `body` returns `false`;
    /// nothing more is read after that.
    public mutating func forEachLine(
        beforeWaiting: () -> Void, _ body: (UnsafeBufferPointer<UInt8>) -> Bool
    ) {
        while true {
            if let newline = buffer[max(start, searchedUpTo)...].firstIndex(of: UInt8(ascii: "\n")) {
                let goOn = deliver(start..<newline, to: body)
                start = newline + 1
                guard goOn else { return }
                continue
            }
            searchedUpTo = buffer.count
            if atEnd {
                if start < buffer.count { _ = deliver(start..<buffer.count, to: body) }
                return
            }
            beforeWaiting()
            refill()
        }
    }

    private func deliver(_ range: Range<Int>, to body: (UnsafeBufferPointer<UInt8>) -> Bool) -> Bool {
        var end = range.upperBound
        if end > range.lowerBound, buffer[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return buffer.withUnsafeBufferPointer { all in
            body(UnsafeBufferPointer(rebasing: all[range.lowerBound..<end]))
        }
    }

    private mutating func refill() {
        buffer.removeSubrange(0..<start)
        searchedUpTo -= start
        start = 0
        let oldCount = buffer.count
        buffer.append(contentsOf: repeatElement(0, count: blockSize))
        // A failed read ends the input as the end of a file does.
        let received = max(0, buffer.withUnsafeMutableBytes {
            Platform.read(descriptor, into: UnsafeMutableRawBufferPointer(rebasing: $0[oldCount...]))
        })
        buffer.removeSubrange((oldCount + received)...)
        atEnd = received == 0
    }
}
