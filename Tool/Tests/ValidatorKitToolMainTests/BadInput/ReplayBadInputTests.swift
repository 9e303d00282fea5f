import Foundation
import Testing

/// `replay` scripts with control characters, broken escapes, huge counts and huge texts: the
/// trace stays JSON, a line that cannot be played stops the replay naming it (exit status 2),
/// and nothing hangs.
@Suite struct ReplayBadInputTests {
    let signup = PackagePaths.exampleSpecs.appendingPathComponent("signup.json").path

    @Test func controlCharactersTypedOrPastedAreRefusedAndReported() throws {
        let script = "focus name\ntype a\\u{0}b\\e[31m\npaste c\u{7}d\u{0}\\u{85}\n"
        let result = try DemoProcess.run(["replay", "--spec", signup], input: script)
        #expect(result.status == 0)
        let trace = try result.outputRecords()
        let refused = trace.filter { $0["event"] as? String == "refusedInput" }.compactMap { $0["count"] as? Int }
        #expect(refused == [1, 1, 3])
        let last = try #require(trace.last { $0["event"] as? String == "textChanged" })
        #expect(last["displayed"] as? String == "ab[31mcd")
    }

    static let unplayableLines: [(line: String, message: String)] = [
        ("type \\u{D800}", "Expected a Unicode scalar such as \\u{1F600} after \\u"),
        ("type \\u{110000}", "Expected a Unicode scalar such as \\u{1F600} after \\u"),
        ("type \\u{}", "Expected a Unicode scalar such as \\u{1F600} after \\u"),
        ("type \\u{41", "Expected a Unicode scalar such as \\u{1F600} after \\u"),
        ("type abc\\", "The text ends with a lone backslash; write \\\\ for a backslash"),
        ("paste \\x41", "Unknown escape '\\x'; expected \\\\, \\n, \\r, \\t, \\e or \\u{HEX}"),
        ("backspace 99999999999999999999", "'backspace' takes a count of at least 1, got '99999999999999999999'"),
        ("left -1", "'left' takes a count of at least 1, got '-1'"),
        ("right ３", "'right' takes a count of at least 1, got '３'"),
        ("wait 1e9", "'wait' takes seconds from 0 to 86400, such as 2 or 0.5, got '1e9'"),
        ("wait 86401", "'wait' takes seconds from 0 to 86400, such as 2 or 0.5, got '86401'"),
        ("wait .", "'wait' takes seconds from 0 to 86400, such as 2 or 0.5, got '.'"),
        ("type", "'type' needs the text to type"),
        ("next now", "'next' takes no argument"),
        ("\u{0}", "Unknown event '\u{0}'; expected one of focus, type, paste, backspace, delete, cut, left, right, next, previous, leave, enter, submit, clear, undo, redo, reset, add-item, remove-item, next-choice, previous-choice, choose, wait"),
    ]

    @Test(arguments: unplayableLines)
    func anUnplayableLineStopsTheReplayNamingIt(line: String, message: String) throws {
        let result = try DemoProcess.run(["replay", "--spec", signup], input: "focus name\n\(line)\n")
        #expect(result.status == 2)
        #expect(result.standardError == "validator: Line 2: \(message)\n")
        #expect(try result.outputRecords().allSatisfy { $0["event"] is String })
    }

    /// Counts far beyond the text are cut to what there is, at once.
    @Test func hugeCountsMoveNoFurtherThanTheText() throws {
        let script = "focus name\ntype abc\nleft 9223372036854775807\nright 9223372036854775807\nbackspace 9223372036854775807\n"
        let result = try DemoProcess.run(["replay", "--spec", signup], input: script)
        #expect(result.status == 0)
        let states = try result.outputRecords().filter { $0["event"] as? String == "state" && $0["field"] as? String == "name" }
        #expect(states.last?["displayed"] as? String == "")
        #expect(states.last?["cursor"] as? Int == 0)
    }

    @Test func aMegabytePasteIsOneEdit() throws {
        let text = String(repeating: "Zoë ", count: 250_000)
        let result = try DemoProcess.run(["replay", "--spec", signup], input: "focus name\npaste \(text)\nsubmit\n")
        #expect(result.status == 0)
        let changes = try result.outputRecords().filter { $0["event"] as? String == "textChanged" }
        #expect(changes.count == 1)
    }

    @Test func carriageReturnLineEndsAreAccepted() throws {
        let result = try DemoProcess.run(["replay", "--spec", signup], input: "focus name\r\ntype Ada\r\n")
        #expect(result.status == 0)
        #expect(result.outputLines.contains { $0.contains(#""displayed":"Ada""#) })
    }
}
