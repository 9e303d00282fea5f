import Testing
import ValidatorKitServer

/// Wrong one-time codes are counted per client as well as per code: a client (a peer address)
/// past ``ValidationService/maximumFailedCodeAttemptsPerClient`` is refused `otp.too_many_attempts`,
/// over HTTP and on the live socket alike, while a client at another address still has its code
/// judged. The clients are two loopback addresses, `127.0.0.1` and `127.0.0.2`.
@Suite(.timeLimit(.minutes(1))) struct CodeAttemptsPerClientTests {
    private static let guesser = "127.0.0.1"
    private static let owner = "127.0.0.2"

    @Test func aClientPastItsLimitIsRefusedOverHTTPAndThePagePostWhileAnotherHasItsCodeJudged() async throws {
        try await withLiveServer(specs: try OneTimeCodeForm.specFolder()) { client in
            let port = try #require(client.port)
            #expect(ValidationService.maximumFailedCodeAttemptsPerClient == 3)
            for wrong in ["000000", "111111", "222222"] {
                let refused = try await OneTimeCodeForm.post(wrong, port: port, from: Self.guesser)
                #expect(refused.status == 422 && refused.codes == ["otp.mismatch"])
            }
            // The right code, too late for this client, posted as JSON or from the page.
            let stopped = try await OneTimeCodeForm.post(OneTimeCodeForm.codeOfCounter0, port: port, from: Self.guesser)
            #expect(stopped.status == 422 && stopped.codes == ["otp.too_many_attempts"])
            let page = try await OneTimeCodeForm.postPage(OneTimeCodeForm.codeOfCounter0, port: port, from: Self.guesser)
            #expect(page.status == 422 && page.page.contains("Too many wrong codes; wait for the next code"))
            let judged = try await OneTimeCodeForm.post(OneTimeCodeForm.codeOfCounter0, port: port, from: Self.owner)
            #expect(judged.status == 201)
        }
    }

    @Test func aClientPastItsLimitOverHTTPAndTheSocketIsRefusedOnTheSocketWhileAnotherHasItsCodeJudged() async throws {
        try await withLiveServer(specs: try OneTimeCodeForm.specFolder()) { client in
            let port = try #require(client.port)
            for wrong in ["000000", "111111"] {
                let refused = try await OneTimeCodeForm.post(wrong, port: port, from: Self.guesser)
                #expect(refused.codes == ["otp.mismatch"])
            }
            let third = try await OneTimeCodeForm.submitOnSocket("222222", port: port, from: Self.guesser)
            #expect(third?.outcome == "refused" && third?.message == "The code is incorrect")
            let stopped = try await OneTimeCodeForm.submitOnSocket(OneTimeCodeForm.codeOfCounter0, port: port, from: Self.guesser)
            #expect(stopped?.outcome == "refused" && stopped?.message == "Too many wrong codes; wait for the next code")
            let judged = try await OneTimeCodeForm.submitOnSocket(OneTimeCodeForm.codeOfCounter0, port: port, from: Self.owner)
            #expect(judged?.outcome == "accepted")
        }
    }
}
