import Foundation
import Testing
import ValidatorKitBatch

/// Lines read from a pipe whose writer sends a few bytes at a time, so lines arrive cut anywhere.
@Suite struct LineReaderTests {
    /// The lines `LineReader` reads from `input` written `chunk` bytes at a time.
    func lines(of input: [UInt8], writtenInChunksOf chunk: Int) throws -> [String] {
        var descriptors: [Int32] = [0, 0]
        try #require(pipe(&descriptors) == 0)
        let writingEnd = descriptors[1]
        let writer = Thread {
            var offset = 0
            while offset < input.count {
                let end = min(offset + chunk, input.count)
                input[offset..<end].withUnsafeBytes { _ = write(writingEnd, $0.baseAddress, $0.count) }
                offset = end
            }
            close(writingEnd)
        }
        writer.start()
        defer { close(descriptors[0]) }
        var reader = LineReader(descriptor: descriptors[0])
        var lines: [String] = []
        reader.forEachLine(beforeWaiting: {}) { lines.append(String(decoding: $0, as: UTF8.self)) }
        return lines
    }

    @Test(arguments: [1, 3, 7, 4096, 1 << 20])
    func linesCutAnywhereByTheWriterComeWhole(chunk: Int) throws {
        let expected = ["", "one", "two\r", "", "a long line " + String(repeating: "x", count: 200_000), "last"]
        let input = Array("\none\ntwo\r\r\n\r\n".utf8) + Array(expected[4].utf8) + Array("\nlast".utf8)
        // A carriage return before the newline goes; one inside a line stays.
        #expect(try lines(of: input, writtenInChunksOf: chunk) == expected)
    }

    @Test func anEmptyInputHasNoLines() throws {
        #expect(try lines(of: [], writtenInChunksOf: 1) == [])
    }

    @Test func aLineEndingTheInputWithoutANewlineIsALine() throws {
        #expect(try lines(of: Array("a\nb".utf8), writtenInChunksOf: 1) == ["a", "b"])
    }

    @Test func readingStopsWhenTheBodySaysSo() throws {
        var descriptors: [Int32] = [0, 0]
        try #require(pipe(&descriptors) == 0)
        _ = Array("1\n2\n3\n".utf8).withUnsafeBytes { write(descriptors[1], $0.baseAddress, $0.count) }
        defer { close(descriptors[0]); close(descriptors[1]) }
        var reader = LineReader(descriptor: descriptors[0])
        var seen: [String] = []
        // The writer never closes: reading on after "2" would wait forever.
        reader.forEachLine(beforeWaiting: {}) { line -> Bool in
            seen.append(String(decoding: line, as: UTF8.self))
            return seen.count < 2
        }
        #expect(seen == ["1", "2"])
    }
}
