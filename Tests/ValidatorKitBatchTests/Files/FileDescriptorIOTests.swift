import Foundation
import Testing
import ValidatorKitBatch

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

    @Test func aFileIsReadWhole() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("contents-\(UUID().uuidString)").path
        let bytes = (0..<200_000).map { UInt8(truncatingIfNeeded: $0) }
        _ = FileManager.default.createFile(atPath: path, contents: Data(bytes))
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(try FileContents.bytes(atPath: path) == bytes)
    }
}
