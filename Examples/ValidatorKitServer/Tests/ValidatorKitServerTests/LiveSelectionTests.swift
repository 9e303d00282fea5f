import HummingbirdTesting
import Testing
import ValidatorKit
import ValidatorKitServer

/// A selection the page cuts or deletes, sent as a range of the displayed text, on a real
/// loopback server: the server takes out the typed characters the selection shows, in one step.
@Suite(.timeLimit(.minutes(1))) struct LiveSelectionTests {
    private static let server = ServerConfiguration(host: "127.0.0.1", port: 0)

    private static let typedPhone = [
        LiveSocket.message("focus", ["field": "phone"]), LiveSocket.message("type", ["text": "2015550123"]),
    ]

    private static func selection(_ event: String, _ start: JSONValue, _ end: JSONValue) -> String {
        LiveSocket.message(event, ["start": start, "end": end])
    }

    /// Characters 11 to 14 of "+1 (201) 555-0123" are "5-0": the mask's "-" is no typed
    /// character, so the typed "2015550123" loses its sixth and seventh digits ("5" and "0"),
    /// leaving "20155123", which the mask +1 ([000]) [000]-[0000] shows as "+1 (201) 551-23".
    /// Sent as Backspace of the 3 characters shown, it took "550" and showed "+1 (201) 512-3".
    @Test func aSelectionAcrossAMasksConstantTakesOutOnlyTheDigitsItShows() async throws {
        try await withLiveServer(configuration: Self.server) { client in
            let port = try #require(client.port)
            let transcript = try await LiveSocket.script(port: port, form: "masked", Self.typedPhone + [
                Self.selection("cut", 11, 14),
                LiveSocket.message("undo"),
                Self.selection("deleteSelection", 11, 14),
                LiveSocket.message("undo"),
            ])
            #expect(transcript.messages("error").isEmpty)
            let shown = transcript.messages("textChanged").filter { $0["field"] == "phone" }.map { $0["displayed"] }
            // Each cut or deletion is one step: one undo brings back every digit it took.
            #expect(shown.suffix(5) == ["+1 (201) 555-0123", "+1 (201) 551-23", "+1 (201) 555-0123", "+1 (201) 551-23", "+1 (201) 555-0123"])
            let states = transcript.messages("state").filter { $0["field"] == "phone" }
            // After the cut the cursor is where the selection began: after 5 typed digits.
            let afterCut = try #require(states.first { $0["displayed"] == "+1 (201) 551-23" })
            #expect(afterCut["cursor"] == 5)
            #expect(transcript.messages("record").last?["record"] == ["phone": "2015550123"])
        }
    }

    /// "12015550123" shows "+1 (201) 555-0123", its first "1" typed as the mask's "+1". The
    /// caret put at 4 (after "+1 (") stands after that one typed character, so "9" typed there
    /// shows "+1 (920) 155-5012" and the caret after "9"; a cut of 4 to 7 ("201") takes out the
    /// three digits it shows and leaves "+1 (555) 012-3".
    @Test func aCaretAndACutAfterADigitConstantStandWhereTheyAreShown() async throws {
        try await withLiveServer(configuration: Self.server) { client in
            let port = try #require(client.port)
            let transcript = try await LiveSocket.script(port: port, form: "masked", [
                LiveSocket.message("focus", ["field": "phone"]), LiveSocket.message("type", ["text": "1201555012"]),
                LiveSocket.message("caret", ["position": 4]),
                LiveSocket.message("type", ["text": "9"]),
                LiveSocket.message("undo"),
                Self.selection("cut", 4, 7),
            ])
            #expect(transcript.messages("error").isEmpty)
            let shown = transcript.messages("textChanged").filter { $0["field"] == "phone" }.map { $0["displayed"] }
            #expect(shown.suffix(3) == ["+1 (920) 155-5012", "+1 (201) 555-012", "+1 (555) 012"])
            let states = transcript.messages("state").filter { $0["field"] == "phone" }
            let afterNine = try #require(states.first { $0["displayed"] == "+1 (920) 155-5012" })
            #expect(afterNine["cursor"] == 2)
        }
    }

    @Test func aBadRangeGetsATypedErrorAndChangesNothing() async throws {
        try await withLiveServer(configuration: Self.server) { client in
            let port = try #require(client.port)
            let transcript = try await LiveSocket.script(port: port, form: "masked", [Self.selection("cut", 0, 1)] + Self.typedPhone + [
                Self.selection("cut", 14, 11),
                Self.selection("deleteSelection", 11, 11),
                Self.selection("cut", 11, 18),
                Self.selection("deleteSelection", "11", 14),
                Self.selection("cut", 11, 14.5),
                Self.selection("cut", -1, 14),
                LiveSocket.message("cut", ["start": 11]),
            ])
            let errors = transcript.messages("error")
            #expect(errors.map { $0["code"] } == [
                "live.refused", "live.member", "live.member", "live.member", "live.member", "live.member", "live.member", "live.member",
            ])
            #expect(errors.map { $0["message"] } == [
                "No field is focused; focus one first with 'focus ID'",
                #"'cut' needs "end", an integer from 15 to 4096"#,
                #"'deleteSelection' needs "end", an integer from 12 to 4096"#,
                #"'cut' needs "end", an integer after "start" and at most 17, the length of the focused field's displayed text"#,
                #"'deleteSelection' needs "start", an integer from 0 to 4095"#,
                #"'cut' needs "end", an integer from 12 to 4096"#,
                #"'cut' needs "start", an integer from 0 to 4095"#,
                #"'cut' needs "end", an integer from 12 to 4096"#,
            ])
            // Nothing was taken out: the phone is as typed.
            #expect(transcript.messages("textChanged").last?["displayed"] == "+1 (201) 555-0123")
            #expect(transcript.close?.closeCode == .normalClosure)
        }
    }

    /// A password input has no Cut; a selection deleted there takes out as many characters as it
    /// masks, and no message says which.
    @Test func aSelectionOfAPasswordIsDeletedButNotCut() async throws {
        try await withLiveServer(configuration: Self.server) { client in
            let port = try #require(client.port)
            let transcript = try await LiveSocket.script(port: port, form: "signup", [
                LiveSocket.message("focus", ["field": "password"]), LiveSocket.message("type", ["text": "hunter2secret"]),
                Self.selection("cut", 3, 5),
                Self.selection("deleteSelection", 3, 5),
            ])
            #expect(transcript.messages("error").isEmpty)
            let shown = transcript.messages("textChanged").filter { $0["field"] == "password" }.map { $0["displayed"] }
            // 13 typed, then 2 deleted (one Backspace each); the cut took none.
            #expect(shown.suffix(3) == [
                .string(String(repeating: "•", count: 13)), .string(String(repeating: "•", count: 12)),
                .string(String(repeating: "•", count: 11)),
            ])
            for text in transcript.received {
                #expect(!text.contains("hunter") && !text.contains("secret"), "\(text)")
            }
        }
    }
}
