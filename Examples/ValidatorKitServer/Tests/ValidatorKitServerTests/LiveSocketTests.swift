#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import HummingbirdTesting
import NIOCore
import NIOWebSocket
import Synchronization
import Testing
import ValidatorKit
import ValidatorKitBatch
import ValidatorKitSession
import ValidatorKitStandard
import ValidatorKitTesting
import ValidatorKitServer

/// The live form's socket on a real loopback server, with a real WebSocket client: what the
/// session answers, that it answers what `replay` writes for the same edits, and its limits.
@Suite(.timeLimit(.minutes(1))) struct LiveSocketTests {
    private static let server = ServerConfiguration(host: "127.0.0.1", port: 0)

    private func typing(_ text: String, into field: String) -> [String] {
        [LiveSocket.message("focus", ["field": .string(field)]), LiveSocket.message("type", ["text": .string(text)])]
    }

    @Test func typingAnAmericanExpressNumberShowsItsSectionsAndBrand() async throws {
        try await withLiveServer(configuration: Self.server) { client in
            let port = try #require(client.port)
            let transcript = try await LiveSocket.script(port: port, form: "payment", typing("378282246310005", into: "card"))
            let state = try #require(transcript.messages("state").last { $0["field"] == "card" })
            #expect(state["displayed"] == "3782 822463 10005")
            #expect(state["sections"] == [4, 6, 5])
            #expect(state["validity"] == "valid")
            #expect(state["cursor"] == 15)
            let view = try #require(transcript.messages("view").last { $0["field"] == "card" })
            #expect(view["groups"] == ["3782", "822463", "10005"])
            #expect(view["drawsSections"] == true)
            #expect(view["brand"] == "American Express")
            #expect(view["caret"] == 17)
            let record = try #require(transcript.messages("record").last)
            #expect(record["record"] == ["card": "378282246310005"])
            // The client closed; the server answered its close.
            #expect(transcript.close?.closeCode == .normalClosure)
        }
    }

    /// The other front end of the same engine is the expected value: `replay` of the same edits
    /// writes the same records (a caret move is replay's `left`).
    @Test func theSameEditsGiveTheRecordsReplayWrites() async throws {
        let script: [(replay: String, live: String)] = [
            ("focus name", LiveSocket.message("focus", ["field": "name"])),
            ("type Ada Lovelace", LiveSocket.message("type", ["text": "Ada Lovelace"])),
            ("focus card", LiveSocket.message("focus", ["field": "card"])),
            ("type 378282246310005", LiveSocket.message("type", ["text": "378282246310005"])),
            // After "3782 822463" of the displayed "3782 822463 10005": 10 typed characters.
            ("left 5", LiveSocket.message("caret", ["position": 11])),
            ("backspace 1", LiveSocket.message("backspace", ["count": 1])),
            ("type 3", LiveSocket.message("type", ["text": "3"])),
            ("paste 12x", LiveSocket.message("paste", ["text": "12x"])),
            ("leave", LiveSocket.message("leave")),
            ("focus name", LiveSocket.message("focus", ["field": "name"])),
            ("backspace 9", LiveSocket.message("backspace", ["count": 9])),
            ("next", LiveSocket.message("next")),
            ("submit", LiveSocket.message("submit")),
        ]
        let expected = try Self.replay(script.map(\.replay).joined(separator: "\n") + "\n", spec: specFolder + "/payment.json")
        try await withLiveServer(configuration: Self.server) { client in
            let port = try #require(client.port)
            let transcript = try await LiveSocket.script(port: port, form: "payment", script.map(\.live))
            let records = transcript.received.filter { text in
                !["view", "record"].contains { text.hasPrefix(#"{"event":""# + $0 + #"""#) }
            }
            #expect(records == expected)
            #expect(records.count > 40)
        }
    }

    /// What `validator replay --spec SPEC` writes for `script`, without its `step` records.
    private static func replay(_ script: String, spec: String) throws -> [String] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("live-replay-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("events").path
        let output = folder.appendingPathComponent("trace").path
        try script.write(toFile: input, atomically: true, encoding: .utf8)
        let clock = ManualFieldClock()
        let registry = ValidatorRegistry()
        try StandardValidators.register(in: registry)
        try registry.register(UsernamePlugin(directory: SimulatedUsernameDirectory(clock: clock)))
        let prepared = try FormPreparation.prepare(
            FormSpec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: spec)))), registry: registry, clock: clock)
        let inputDescriptor = open(input, O_RDONLY)
        let outputDescriptor = open(output, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
        defer {
            close(inputDescriptor)
            close(outputDescriptor)
        }
        try ReplayRunner(prepared: prepared, clock: clock).run(input: inputDescriptor, output: outputDescriptor)
        let trace = try String(contentsOfFile: output, encoding: .utf8)
        return trace.split(separator: "\n").map(String.init).filter { !$0.hasPrefix(#"{"event":"step""#) }
    }

    /// `choose` answers a union's tag: the socket says which fields disappeared and appeared, as
    /// `replay` does, and the record the page posts holds the chosen variant only.
    @Test func choosingAVariantSaysWhatAppearedAndDisappeared() async throws {
        try await withLiveServer(configuration: Self.server) { client in
            let port = try #require(client.port)
            let transcript = try await LiveSocket.script(port: port, form: "checkout", [
                LiveSocket.message("focus", ["field": "payment.method"]),
                LiveSocket.message("choose", ["value": "card"]),
            ] + typing("4242424242424242", into: "payment.number") + [
                LiveSocket.message("focus", ["field": "payment.method"]),
                LiveSocket.message("choose", ["value": "bank"]),
                LiveSocket.message("choose", ["value": "crypto"]),
            ])
            #expect(transcript.messages("appeared").map { $0["field"] } == [
                "payment.number", "payment.expiry", "payment.securityCode", "payment.iban",
            ])
            #expect(transcript.messages("appeared").last?["title"] == "IBAN")
            #expect(transcript.messages("disappeared").map { $0["field"] } == ["payment.number", "payment.expiry", "payment.securityCode"])
            #expect(transcript.messages("record").last?["record"] == ["payment": ["method": "bank"]])
            #expect(transcript.messages("error").map { $0["message"] } == [
                "'crypto' is not a choice of the field 'payment.method'; the choices are card, bank, invoice",
            ])
        }
    }

    @Test func aMalformedMessageGetsATypedErrorAndTheSessionGoesOn() async throws {
        try await withLiveServer(configuration: Self.server) { client in
            let port = try #require(client.port)
            let transcript = try await LiveSocket.script(port: port, form: "payment", [
                #"{"event": "type" "text": "4"}"#,
                #"{"event": "type"}"#,
                #"{"event": "jump"}"#,
                #"{"event": "backspace", "count": -2}"#,
                #"{"event": "type", "text": "4"}"#,
                #"{"event": "focus", "field": "cardnumber"}"#,
            ] + typing("4", into: "card"))
            let errors = transcript.messages("error")
            #expect(errors.map { $0["code"] } == ["live.json", "live.member", "live.event", "live.member", "live.refused", "live.refused"])
            #expect(errors[0]["message"] == "A message is one JSON object: Not a JSON object: expected ',' or '}' after a member at byte 17")
            #expect(errors[1]["message"] == #"'type' needs "text", a string that is not empty"#)
            #expect(errors[3]["message"] == #"'backspace' needs "count", an integer from 1 to 4096"#)
            #expect(errors[4]["message"] == "No field is focused; focus one first with 'focus ID'")
            #expect(errors[5]["message"] == "No field 'cardnumber'; the fields are name, card, expiry, cvc")
            // The session went on: the valid edit after the errors was applied.
            #expect(transcript.messages("textChanged").last?["displayed"] == "4")
            // The client closed; the server answered its close.
            #expect(transcript.close?.closeCode == .normalClosure)
        }
    }

    @Test func noSecureTextLeavesTheServer() async throws {
        let log = CapturedLog()
        try await withLiveServer(logger: log.logger, configuration: Self.server) { client in
            let port = try #require(client.port)
            let transcript = try await LiveSocket.script(port: port, form: "signup", typing("hunter2secret", into: "password") + [
                LiveSocket.message("paste", ["text": "hunter2more"]),
                LiveSocket.message("caret", ["position": 3]),
                LiveSocket.message("backspace", ["count": 2]),
                LiveSocket.message("leave"),
            ] + typing("hunter2secreX", into: "confirm") + [LiveSocket.message("submit")])
            #expect(transcript.messages("textChanged").contains { $0["field"] == "password" && $0["displayed"] == "••••••••••••••••••••••" })
            #expect(transcript.messages("validityChanged").contains { $0["field"] == "confirm" }
                || transcript.messages("endedEditing").contains { $0["field"] == "confirm" })
            for text in transcript.received {
                #expect(!text.contains("hunter") && !text.contains("secre") && !text.contains("more"), "\(text)")
            }
            #expect(transcript.messages("record").allSatisfy { record in
                guard case .object(let members)? = record["record"] else { return false }
                return members["password"] == nil && members["confirm"] == nil
            })
            #expect(!log.all.isEmpty)
            #expect(log.all.allSatisfy { !$0.contains("hunter") })
        }
    }

    @Test func noFrameIsLoggedRawAtTrace() async throws {
        let log = CapturedLog()
        try await withLiveServer(logger: log.logger(at: .trace), configuration: Self.server) { client in
            let port = try #require(client.port)
            // "text" first, so that the secret is within a frame's first bytes.
            _ = try await LiveSocket.script(port: port, form: "signup", [
                LiveSocket.message("focus", ["field": "password"]), #"{"text":"hunter2secret","event":"type"}"#,
            ])
            #expect(!log.all.isEmpty)
            // "hunt" in hexadecimal, as a frame's bytes were logged, and as text.
            #expect(log.all.allSatisfy { !$0.contains("68756e74") && !$0.contains("hunter") })
        }
    }

    @Test func aPageOfAnotherOriginIsRefused() async throws {
        try await withLiveServer(configuration: Self.server) { client in
            let port = try #require(client.port)
            for origin in ["http://evil.example", "http://127.0.0.1:\(port + 1)", nil] as [String?] {
                await #expect(throws: (any Error).self) {
                    _ = try await LiveSocket.exchange(port: port, form: "payment", origin: .some(origin), messages: []) { _ in true }
                }
            }
            // With the upgrade or without, the refusal is 403 problem details with its code, in
            // the page's language, the same bytes.
            var bodies: [String] = []
            for request in [
                LiveSocket.upgradeRequest(port: port, form: "payment", origin: "http://evil.example", extra: "Accept-Language: de\r\n"),
                "GET /forms/payment/live HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: http://evil.example\r\n"
                    + "Accept-Language: de\r\nConnection: close\r\n\r\n",
            ] {
                let connection = try await RawConnection.open(port: port)
                try await connection.send(request)
                let answer = try await connection.received.get()
                let parts = answer.components(separatedBy: "\r\n\r\n")
                let head = parts[0].lowercased()
                #expect(head.hasPrefix("http/1.1 403 forbidden\r\n"), "\(answer.prefix(60))")
                #expect(head.contains("\r\ncontent-type: application/problem+json"))
                #expect(head.contains("\r\ncontent-language: de"))
                let problem = try JSONDecoder().decode(Problem.self, from: Data(parts.last!.utf8))
                #expect(problem == Problem(
                    type: "about:blank", title: "Forbidden", status: 403,
                    detail: "Nur eine Seite dieses Servers darf sein Live-Formular öffnen", code: "live.origin", errors: nil))
                bodies.append(parts.last!)
            }
            #expect(bodies.count == 2 && bodies[0] == bodies[1])
            // An upgrade of a form the server does not have is 404, as the page is.
            let unknown = try await RawConnection.open(port: port)
            try await unknown.send(LiveSocket.upgradeRequest(port: port, form: "nope"))
            let notFound = try await unknown.received.get()
            #expect(notFound.hasPrefix("HTTP/1.1 404 Not Found\r\n"), "\(notFound.prefix(60))")
            #expect(notFound.contains(#""code":"form.unknown""#))
            // From the page's own origin, a request that is no upgrade is told to upgrade.
            let plain = try await RawConnection.open(port: port)
            try await plain.send(
                "GET /forms/payment/live HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nOrigin: \(LiveSocket.origin(port: port))\r\n"
                    + "Connection: close\r\n\r\n")
            let answer = try await plain.received.get()
            #expect(answer.hasPrefix("HTTP/1.1 426 Upgrade Required\r\n"))
            #expect(answer.lowercased().contains("\r\nupgrade: websocket\r\n"))
        }
    }

    @Test func aMessageOverFourKilobytesClosesTheSocketWithAReason() async throws {
        try await withLiveServer(configuration: Self.server) { client in
            let port = try #require(client.port)
            let huge = LiveSocket.message("type", ["text": .string(String(repeating: "4", count: 5 * 1024))])
            let transcript = try await LiveSocket.exchange(
                port: port, form: "payment", messages: [LiveSocket.message("focus", ["field": "card"]), huge]
            ) { _ in false }
            let close = try #require(transcript.close)
            #expect(close.closeCode == .messageTooLarge)
            #expect(close.reason == "A message is at most 4096 bytes")
            #expect(!transcript.received.contains { $0.contains("textChanged") })
        }
    }

    @Test func threeHundredEditsInOneBurstCloseTheSocketWithAReason() async throws {
        try await withLiveServer(configuration: Self.server) { client in
            let port = try #require(client.port)
            // The profile's email takes more than 200 characters (the payment's name, 26).
            let burst = [LiveSocket.message("focus", ["field": "email"])]
                + Array(repeating: LiveSocket.message("type", ["text": "a"]), count: 300)
            let transcript = try await LiveSocket.exchange(port: port, form: "profile", messages: burst) { _ in false }
            let close = try #require(transcript.close)
            #expect(close.closeCode == .policyViolation)
            #expect(close.reason == "More than 200 messages in a second")
            // The first 200 messages (the focus and 199 keystrokes) were applied, and not the
            // 300: a message is read once the one before is answered, so on a loaded machine the
            // burst may stretch past a second and a few more get in.
            let applied = transcript.messages("textChanged").filter { $0["field"] == "email" }.count
            #expect(applied >= 199 && applied < 300, "\(applied) keystrokes applied")
        }
    }

    @Test func aLiveFormBeyondTheLimitIsClosedWithAReason() async throws {
        let configuration = ServerConfiguration(host: "127.0.0.1", port: 0, maximumLiveConnections: 2)
        try await withLiveServer(configuration: configuration) { client in
            let port = try #require(client.port)
            let beyond = Mutex<ByteBuffer?>(nil)
            // Two live forms are open while a third tries.
            let first = try await LiveSocket.exchange(port: port, form: "payment", messages: [], until: { !$0.isEmpty }) {
                let second = try await LiveSocket.exchange(port: port, form: "signup", messages: [], until: { !$0.isEmpty }) {
                    let third = try await LiveSocket.refusedUpgrade(port: port, form: "profile")
                    beyond.withLock { $0 = third }
                }
                #expect(second.close?.closeCode == .normalClosure)
            }
            #expect(first.close?.closeCode == .normalClosure)
            let third = try #require(beyond.withLock { $0 })
            let close = try #require(LiveSocket.closeFrame(afterUpgradeIn: third))
            #expect(close.code == 1013)
            #expect(close.reason == "The server has its most live forms open (2); try again later")
            // Once they are closed, a live form opens again.
            let again = try await LiveSocket.script(port: port, form: "profile", [])
            #expect(again.messages("form").count == 1)
        }
    }

    @Test func aTakenUsernameIsCheckedOnTheServersClockThenRefused() async throws {
        try await withLiveServer(configuration: Self.server) { client in
            let port = try #require(client.port)
            let transcript = try await LiveSocket.exchange(
                port: port, form: "signup", query: "?lang=de", messages: typing("alice", into: "username")
            ) { received in
                received.contains { $0.contains(#""event":"checkingChanged""#) && $0.contains(#""checking":false"#) }
                    && received.last?.contains(#""event":"record""#) == false
                    && received.contains { $0.contains("vergeben") && $0.hasPrefix(#"{"event":"state""#) }
            }
            let marks = transcript.messages("state").filter { $0["field"] == "username" }.map { $0["mark"] }
            #expect(marks.contains("checking"))
            #expect(marks.last == "error")
            let last = try #require(transcript.messages("state").last { $0["field"] == "username" })
            #expect(last["code"] == "username.taken")
            #expect(last["message"] == "Dieser Benutzername ist vergeben")
            let checking = transcript.messages("checkingChanged").map { $0["checking"] }
            #expect(checking == [true, false])
        }
    }
}
