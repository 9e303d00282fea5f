import Foundation
import Testing

/// Issue 40's "Done when", as an integrator runs it: `Examples/Specs/masked.json`'s US phone
/// (`+1 ([000]) [000]-[0000]`) through `replay` and `check --spec`.
@Suite struct MaskedReplayCommandTests {
    let masked = PackagePaths.exampleSpecs.appendingPathComponent("masked.json").path

    /// The last `state` record of the phone field.
    private func phoneState(after script: String) throws -> [String: Any] {
        let result = try DemoProcess.run(["replay", "--spec", masked], input: script)
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let states = try result.outputLines.compactMap { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }.filter { $0["event"] as? String == "state" && $0["field"] as? String == "phone" }
        return try #require(states.last)
    }

    @Test func typedDigitsShowTheFormattedNumberValid() throws {
        let phone = try phoneState(after: "focus phone\ntype 2015550123\n")
        #expect(phone["displayed"] as? String == "+1 (201) 555-0123")
        #expect(phone["validity"] as? String == "valid")
    }

    @Test func checkStoresTheExtractedValue() throws {
        let record = #"{"phone": "2015550123", "plate": "AB 1234", "date": "12/30/2026"}"#
        let result = try DemoProcess.run(["check", "--spec", masked], input: record + "\n")
        #expect(result.status == 0)
        #expect(result.outputLines == [
            #"{"line":1,"validity":"valid","value":{"date":"12/30/2026","phone":"2015550123","plate":"AB1234"}}"#
        ])
    }

    @Test func undoRedoAndResetWorkAsThePersonExpects() throws {
        let typed = "focus phone\ntype 20155\nleft 1\ntype 9\n"
        #expect(try phoneState(after: typed)["displayed"] as? String == "+1 (201) 595")
        #expect(try phoneState(after: typed + "undo\n")["displayed"] as? String == "+1 (201) 55")
        #expect(try phoneState(after: typed + "undo\nredo\n")["displayed"] as? String == "+1 (201) 595")
        let reset = try phoneState(after: typed + "undo\nredo\nreset\nleave\n")
        #expect(reset["displayed"] as? String == "")
        #expect(!(reset["message"] is String))
    }
}
