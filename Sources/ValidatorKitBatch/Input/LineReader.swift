/// Reads a file descriptor line by line as raw bytes, in blocks of whole lines
/// (`LineBlockReader`), so memory stays flat however many lines arrive.
public struct LineReader {
    private var blocks: LineBlockReader

    /// A reader of `descriptor`, which it never closes.
    public init(descriptor: Int32) {
        blocks = LineBlockReader(descriptor: descriptor)
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
        var goOn = true
        while goOn, blocks.nextBlock(beforeWaiting: beforeWaiting, { block in
            for line in LineBlockReader.records(of: block, framing: .lines) where goOn {
                goOn = body(line.bytes)
            }
        }) {}
    }
}
