import Foundation
import Synchronization

/// What a batch check does with each record (a line, or a row of CSV): judges it and writes its output.
///
/// A judge may keep what it likes between lines (the check keeps the JSON of recent verdicts);
/// a `LinePipeline` gives each thread a judge of its own.
protocol LineJudge: SendableMetatype {
    /// Judges `line` (a record without its `\n` or a trailing `\r`; `number` is the line it
    /// starts on, counted from the pipeline's first line), writes its output to `output` and
    /// answers whether it was valid.
    mutating func judge(_ line: UnsafeBufferPointer<UInt8>, number: Int, to output: inout OutputBuffer) -> Bool
}

/// Runs a `LineJudge` over every line of an input on `jobs` threads and writes what it writes
/// in input order: the engine under `validator check --jobs N`.
///
/// The calling thread reads blocks of whole lines (`LineBlockReader`) and hands each to the
/// worker with the fewest bytes still to judge, each worker with a judge (from `makeJudge`) and
/// an inbox of its own, so a judge needs no lock and a worker waking shares no lock with the
/// others. Outputs are written block by block in input order, and at most `2 × jobs` blocks are
/// in flight and ever made (a written block is filled again), so memory stays flat whatever the
/// input's size. Before the reader would wait for input (a person typing, a slow pipe), every
/// block read so far is judged and written, so a verdict never waits for a later line.
///
/// With one job, the calling thread judges every line itself, as it reads them.
///
/// A record is a line, or a row of CSV that may span lines (`RecordFraming`); either way it
/// is numbered by the line it starts on, the input's first line being `firstLine` (a part of a
/// larger file, such as a Spark partition, numbers its lines as the whole file does).
struct LinePipeline: Sendable {
    /// How many threads judge lines.
    let jobs: Int
    /// How the input is cut into records.
    let framing: RecordFraming
    /// The number of the input's first line.
    let firstLine: Int
    /// The longest record judged, in bytes: a longer one is read past, never held, and judged
    /// by its stand-in (``OverlongRecord``).
    let maximumRecordBytes: Int

    /// A pipeline of `jobs` threads (at least one) over records framed by `framing`, the first
    /// line numbered `firstLine`, records longer than `maximumRecordBytes` read past.
    init(jobs: Int, framing: RecordFraming = .lines, firstLine: Int = 1, maximumRecordBytes: Int) {
        precondition(jobs >= 1, "at least one job")
        self.jobs = jobs
        self.framing = framing
        self.firstLine = firstLine
        self.maximumRecordBytes = maximumRecordBytes
    }

    /// Reads `input` to its end, writing each line's output to `output` (neither is closed).
    ///
    /// - Returns: Whether every line was valid.
    /// - Throws: ``BatchCheckError`` when a line comes after the one numbered `Int.max`, or the
    ///   output cannot be written (its reader has gone away); nothing more is read then.
    func run<Judge: LineJudge>(
        input: Int32, output: Int32, makeJudge: @escaping @Sendable () -> Judge
    ) throws(BatchCheckError) -> Bool {
        jobs == 1
            ? try runOnThisThread(input: input, output: output, judge: makeJudge())
            : try runOnWorkers(input: input, output: output, makeJudge: makeJudge)
    }

    private func runOnThisThread<Judge: LineJudge>(input: Int32, output: Int32, judge: Judge) throws(BatchCheckError) -> Bool {
        var judge = judge
        var reader = LineBlockReader(descriptor: input, framing: framing, maximumRecordBytes: maximumRecordBytes)
        var out = OutputBuffer(descriptor: output)
        // nil once the line numbered Int.max has been judged.
        var lineNumber: Int? = firstLine
        var failure: BatchCheckError?
        var allValid = true
        let framing = framing
        let firstLine = firstLine
        while failure == nil, reader.nextBlock(beforeWaiting: { out.flush() }, { block in
            for record in LineBlockReader.records(of: block, framing: framing) {
                guard let number = lineNumber else {
                    failure = .lineNumbersExhausted(firstLine: firstLine)
                    return
                }
                allValid = judge.judge(record.bytes, number: number, to: &out) && allValid
                let (next, overflow) = number.addingReportingOverflow(record.lineCount)
                lineNumber = overflow ? nil : next
                out.flushIfFull()
                if let code = out.writeError {
                    failure = .outputFailed(code: code)
                    return
                }
            }
        }) {}
        out.flush()
        if let failure { throw failure }
        if let code = out.writeError { throw .outputFailed(code: code) }
        return allValid
    }

    private func runOnWorkers<Judge: LineJudge>(
        input: Int32, output: Int32, makeJudge: @escaping @Sendable () -> Judge
    ) throws(BatchCheckError) -> Bool {
        let workers = (0..<jobs).map { _ in WorkerInbox() }
        for worker in workers {
            Thread.detachNewThread { worker.work(judge: makeJudge()) }
        }
        var reader = LineBlockReader(
            descriptor: input, readSize: Self.largestBlock, framing: framing, maximumRecordBytes: maximumRecordBytes)
        // In input order, each with the index of the worker judging it.
        var inFlight: [(block: LineBlock, worker: Int)] = []
        // The blocks written, by the worker that judged them, which judges them again: the
        // memory a worker writes its verdicts into stays in the cache of its core. A worker
        // without a spare takes another's before a new block is made, so there are never more
        // than 2 × jobs blocks, however unevenly a loaded machine lets the workers judge.
        var spares = [[LineBlock]](repeating: [], count: jobs)
        // The bytes handed to each worker so far.
        var bytesHandedOut = [Int](repeating: 0, count: jobs)
        // nil once a block has reached the line numbered Int.max.
        var nextLine: Int? = firstLine
        let framing = framing
        let firstLine = firstLine
        var allValid = true
        var failure: BatchCheckError?
        func writeOldest() {
            let (oldest, worker) = inFlight.removeFirst()
            workers[worker].waitUntilJudged(oldest)
            if failure == nil, !oldest.output.withBytes({ FileDescriptorIO.write(output, UnsafeRawBufferPointer($0)) }) {
                failure = .outputFailed(code: FileDescriptorIO.lastError)
            }
            if !oldest.allValid { allValid = false }
            spares[worker].append(oldest)
        }
        let waitForInput = {
            // A person or a slow writer: everything read so far is answered before waiting.
            if !FileDescriptorIO.hasInputReady(input) {
                while !inFlight.isEmpty { writeOldest() }
            }
        }
        let handOut = { (bytes: UnsafeBufferPointer<UInt8>) in
            if inFlight.count == 2 * jobs { writeOldest() }
            guard failure == nil else { return }
            guard let first = nextLine else {
                failure = .lineNumbersExhausted(firstLine: firstLine)
                return
            }
            let worker = Self.leastBusy(handedOut: bytesHandedOut, workers: workers)
            let spareOwner = spares[worker].isEmpty ? spares.firstIndex { !$0.isEmpty } : worker
            let block = spareOwner.flatMap { spares[$0].popLast() } ?? LineBlock()
            block.fill(with: bytes, framing: framing, firstLine: first)
            // Every record of the block starts on a line numbered at most Int.max.
            guard block.lineCount - 1 <= Int.max - first else {
                spares[worker].append(block)
                failure = .lineNumbersExhausted(firstLine: firstLine)
                return
            }
            let (next, overflow) = first.addingReportingOverflow(block.lineCount)
            nextLine = overflow ? nil : next
            bytesHandedOut[worker] += bytes.count
            inFlight.append((block, worker))
            workers[worker].add(block)
        }
        while failure == nil {
            reader.readSize = Self.blockSize(bytesLeft: FileDescriptorIO.bytesLeftToRead(input), jobs: jobs)
            guard reader.nextBlock(beforeWaiting: waitForInput, handOut) else { break }
        }
        while !inFlight.isEmpty { writeOldest() }
        for worker in workers { worker.finish() }
        if let failure { throw failure }
        return allValid
    }

    /// The worker with the fewest bytes handed out and not yet judged (the first of them on a
    /// tie). Blocks shrink as a file is read (``blockSize(bytesLeft:jobs:)``), so handing them
    /// out in turn gave the first of two workers 6 % more lines than the second; this way the
    /// workers end together, and a worker slowed by other work on the machine gets fewer.
    private static func leastBusy(handedOut: [Int], workers: [WorkerInbox]) -> Int {
        var chosen = 0
        var fewest = Int.max
        for (worker, inbox) in workers.enumerated() {
            let waiting = handedOut[worker] - inbox.bytesJudged
            if waiting < fewest {
                chosen = worker
                fewest = waiting
            }
        }
        return chosen
    }

    /// Blocks of about 64 KiB: a thousand lines or more each, so a worker is handed one, and the
    /// reader woken for it, a few hundred times for 17 MB of card numbers; at most `2 × jobs` of
    /// them with their verdicts in memory.
    static let largestBlock = 1 << 16
    /// The smallest block, near the end of a file: a few hundred lines.
    static let smallestBlock = 1 << 12

    /// The size of the next block when `bytesLeft` bytes are left to read (`nil`: not known, a
    /// pipe). Near the end of a file, blocks shrink to an eighth of what is left for each job,
    /// so the workers finish together: with 64 KiB to the end, one worker would judge the last
    /// block alone while the others wait (50,000 phone numbers are 13 such blocks, about 20 ms
    /// of judging each, and one worker got 7 of them).
    static func blockSize(bytesLeft: Int?, jobs: Int) -> Int {
        guard let bytesLeft else { return largestBlock }
        return min(largestBlock, max(smallestBlock, bytesLeft / (8 * jobs)))
    }
}

/// A block of whole records on its way through a `LinePipeline`: read by the calling thread,
/// judged by one worker, written by the calling thread, then filled again with later lines for
/// the same worker, so its input and output memory is allocated once and not for every block.
///
/// `@unchecked Sendable`: the worker writes `output` and `allValid` before it marks the block
/// judged under its inbox's lock, and the calling thread reads them, or fills the block again,
/// only after it has seen that mark under the same lock.
private final class LineBlock: @unchecked Sendable {
    private(set) var bytes: [UInt8] = []
    private(set) var framing = RecordFraming.lines
    private(set) var firstLine = 1
    private(set) var lineCount = 0
    var output = OutputBuffer()
    var allValid = true
    var isJudged = false

    /// Takes `bytes`, the records framed by `framing` from line `firstLine` on, in place of what
    /// the block held.
    func fill(with bytes: UnsafeBufferPointer<UInt8>, framing: RecordFraming, firstLine: Int) {
        self.bytes.removeAll(keepingCapacity: true)
        self.bytes.append(contentsOf: bytes)
        self.framing = framing
        self.firstLine = firstLine
        lineCount = LineBlockReader.newlineCount(in: bytes) + (bytes.last == UInt8(ascii: "\n") ? 0 : 1)
        output.removeAll()
        allValid = true
        isJudged = false
    }

    func judge<Judge: LineJudge>(with judge: inout Judge) {
        allValid = bytes.withUnsafeBufferPointer { bytes in
            Self.judge(LineBlockReader.records(of: bytes, framing: framing), from: firstLine, with: &judge, into: &output)
        }
    }

    /// Judges `records`, numbered from `firstLine`, into `output` (one access to the block's
    /// buffer for the whole block); whether every record was valid.
    private static func judge<Judge: LineJudge>(
        _ records: LineBlockReader.Records, from firstLine: Int, with judge: inout Judge, into output: inout OutputBuffer
    ) -> Bool {
        var lineNumber = firstLine
        var allValid = true
        for record in records {
            allValid = judge.judge(record.bytes, number: lineNumber, to: &output) && allValid
            // The block was checked to number its records within Int.max; past its last record
            // the number is not used, and may wrap.
            lineNumber = lineNumber.addingReportingOverflow(record.lineCount).partialValue
        }
        return allValid
    }
}

/// One worker's blocks waiting to be judged, and the signal that one is judged, under the
/// worker's own lock and condition (pthread's, which ThreadSanitizer follows). Only two threads
/// ever wait on it, the worker for a block and the reader for a judged one, and never at once
/// (the reader waits only for a block the worker still has), so a wake-up is never in vain.
private final class WorkerInbox: @unchecked Sendable {
    // @unchecked Sendable: `waiting`, `isFinished` and the blocks' `isJudged` are read and
    // written only with `condition` locked.
    private let condition = NSCondition()
    private var waiting: [LineBlock] = []
    private var isFinished = false
    /// The bytes of the blocks judged so far, which the calling thread reads to choose a worker.
    private let judgedBytes = Atomic<Int>(0)

    /// The bytes of the blocks judged so far.
    var bytesJudged: Int {
        judgedBytes.load(ordering: .relaxed)
    }

    func add(_ block: LineBlock) {
        condition.lock()
        waiting.append(block)
        condition.signal()
        condition.unlock()
    }

    /// No block comes after this: the worker stops once its inbox is empty.
    func finish() {
        condition.lock()
        isFinished = true
        condition.signal()
        condition.unlock()
    }

    func waitUntilJudged(_ block: LineBlock) {
        condition.lock()
        while !block.isJudged { condition.wait() }
        condition.unlock()
    }

    /// The worker's life: judges its blocks until the inbox is finished and empty.
    func work<Judge: LineJudge>(judge: Judge) {
        var judge = judge
        while let block = next() {
            block.judge(with: &judge)
            judgedBytes.add(block.bytes.count, ordering: .relaxed)
            condition.lock()
            block.isJudged = true
            condition.signal()
            condition.unlock()
        }
    }

    private func next() -> LineBlock? {
        condition.lock()
        defer { condition.unlock() }
        while waiting.isEmpty && !isFinished { condition.wait() }
        return waiting.isEmpty ? nil : waiting.removeFirst()
    }
}
