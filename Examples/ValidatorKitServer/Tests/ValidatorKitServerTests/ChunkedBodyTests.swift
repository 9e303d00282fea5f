import Foundation
import Testing
import ValidatorKitServer

/// A body sent in chunks (no `Content-Length`, so its size is known only as it arrives) over the
/// limit is refused with the same problem details as one whose length says so at once.
@Suite struct ChunkedBodyTests {
    @Test func aChunkedBodyOverTheLimitIsTooLargeWithItsCode() async throws {
        try await withLiveServer { client in
            let port = try #require(client.port)
            let connection = try await RawConnection.open(port: port)
            let chunk = String(repeating: "a", count: 16 * 1024)
            let chunkText = String(chunk.utf8.count, radix: 16) + "\r\n" + chunk + "\r\n"
            try await connection.send(
                "POST /signup HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nContent-Type: application/json\r\n"
                    + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n" + #"11\#r\#n{"username":"aaaa\#r\#n"#)
            // The server may answer and close before the last chunks: their sending may fail.
            for _ in 0..<5 {
                try? await connection.send(chunkText)
            }
            try? await connection.send("0\r\n\r\n")
            let answer = try await connection.received.get()
            #expect(answer.hasPrefix("HTTP/1.1 413 "), "\(answer.prefix(200))")
            #expect(answer.hasSuffix(
                #"{"code":"input.too_large","detail":"The body is larger than 65536 bytes","status":413,"#
                    + #""title":"The body is too large","type":"https://validatorkit.dev/problems/body-too-large"}"#))
        }
    }
}
