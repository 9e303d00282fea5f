#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import Testing
import ValidatorKit
import ValidatorKitBatch
import ValidatorKitTesting

/// A check stops with a ``BatchCheckError``, never a trap and never reading on for nothing: when
/// its line numbers run out past `Int.max`, and when the reader of its verdicts has gone away.
@Suite struct BatchCheckStopTests {
    /// 9223372036854775807, written out rather than taken from the code under test.
    private static let lastNumber = "9223372036854775807"

    @Test(arguments: [1, 3])
    func aLineAfterTheOneNumberedIntMaxStopsTheCheck(jobs: Int) throws {
        let files = try DescriptorPair(input: Array("ab\ncd\nef\n".utf8))
        let check = BatchCheck(validator: try LengthValidator(minimum: 2), jobs: jobs, firstLine: Int.max - 1)
        let error = try #require(throws: BatchCheckError.self) { try check.run(input: files.input, output: files.output) }
        #expect(error.description == "the input has more lines than can be numbered from 9223372036854775806 (the last number is \(Self.lastNumber))")
        #expect(!error.isOutputFailure)
        if jobs == 1 {
            // One job judges the lines that have a number before it stops.
            #expect(try files.written() == """
                {"line":9223372036854775806,"validity":"valid","details":{}}
                {"line":\(Self.lastNumber),"validity":"valid","details":{}}

                """)
        }
    }

    @Test(arguments: [1, 3])
    func theLineNumberedIntMaxIsJudged(jobs: Int) throws {
        let files = try DescriptorPair(input: Array("ab\n".utf8))
        let check = BatchCheck(validator: try LengthValidator(minimum: 2), jobs: jobs, firstLine: Int.max)
        #expect(try check.run(input: files.input, output: files.output))
        #expect(try files.written() == "{\"line\":\(Self.lastNumber),\"validity\":\"valid\",\"details\":{}}\n")
    }

    @Test(arguments: [1, 3])
    func aReaderThatHasGoneAwayStopsTheCheckWithItsError(jobs: Int) throws {
        // As the tool runs: SIGPIPE ignored, so a write to a closed pipe fails with EPIPE.
        signal(SIGPIPE, SIG_IGN)
        let lines = String(repeating: "4242424242424242\n", count: 200_000)
        let files = try DescriptorPair(input: Array(lines.utf8))
        var pipeEnds: [Int32] = [0, 0]
        try #require(pipe(&pipeEnds) == 0)
        close(pipeEnds[0])
        defer { close(pipeEnds[1]) }
        let check = BatchCheck(validator: try LengthValidator(minimum: 2), jobs: jobs)
        let error = try #require(throws: BatchCheckError.self) { try check.run(input: files.input, output: pipeEnds[1]) }
        #expect(error.isOutputFailure)
        #expect(error.description == "cannot write the verdicts: Broken pipe")
        // It stopped reading: the input's 3.4 MB were not read to their end.
        #expect(lseek(files.input, 0, SEEK_CUR) < lines.utf8.count)
    }
}
