import Foundation
import Testing
import ValidatorKitBatch
import ValidatorKitTesting

@Suite struct FileDescriptorIOTests {
    @Test func aCallInterruptedBySignalsIsRetriedUntilItAnswers() {
        var calls = 0
        let result = retryingOnInterrupt { () -> Int32 in
            calls += 1
            guard calls == 3 else {
                errno = EINTR
                return -1
            }
            return 7
        }
        #expect(result == 7)
        #expect(calls == 3)
    }

    @Test func anotherFailureIsReturnedAtOnceWithItsReason() {
        var calls = 0
        let result = retryingOnInterrupt { () -> Int in
            calls += 1
            errno = EBADF
            return -1
        }
        #expect(result == -1)
        #expect(calls == 1)
        #expect(errno == EBADF)
    }

    @Test func aFileThatCannotBeOpenedIsNamedWithTheReason() {
        #expect(throws: FileAccessError(cannotOpen: "/nonexistent/spec.json", code: ENOENT)) {
            try FileContents.bytes(atPath: "/nonexistent/spec.json")
        }
        #expect(FileAccessError(cannotOpen: "/nonexistent/spec.json", code: ENOENT).description
            == "Cannot open '/nonexistent/spec.json': No such file or directory")
        #expect(FileAccessError(cannotRead: "/tmp", code: EISDIR).description == "Cannot read '/tmp': Is a directory")
    }

    @Test func aFolderCannotBeRead() {
        #expect(throws: FileAccessError(cannotRead: "/tmp", code: EISDIR)) {
            try FileContents.bytes(atPath: "/tmp")
        }
    }

    @Test func whatIsLeftOfARegularFileIsKnownAndOfAPipeIsNot() throws {
        let files = try DescriptorPair(input: Array(repeating: UInt8(ascii: "7"), count: 1_000))
        #expect(FileDescriptorIO.bytesLeftToRead(files.input) == 1_000)
        var bytes = [UInt8](repeating: 0, count: 300)
        #expect(bytes.withUnsafeMutableBytes { FileDescriptorIO.read(files.input, into: $0) } == 300)
        #expect(FileDescriptorIO.bytesLeftToRead(files.input) == 700)
        var ends: [Int32] = [0, 0]
        #expect(pipe(&ends) == 0)
        defer { ends.forEach(FileDescriptorIO.close) }
        #expect(FileDescriptorIO.bytesLeftToRead(ends[0]) == nil)
    }

    @Test func aFileIsReadWhole() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("contents-\(UUID().uuidString)").path
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0) }
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try FileContents.bytes(atPath: path) == bytes)
    }
}
