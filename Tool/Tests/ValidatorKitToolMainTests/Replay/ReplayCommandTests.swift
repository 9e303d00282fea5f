import Foundation
import Testing

@Suite struct ReplayCommandTests {
    let signup = PackagePaths.exampleSpecs.appendingPathComponent("signup.json").path

    @Test func theIssuesExampleTracesTheDefaultFormFromStandardInput() throws {
        let result = try DemoProcess.run(["replay"], input: "focus email\ntype bob\nnext\n")
        #expect(result.status == 0)
        let events = try result.outputRecords().compactMap { $0["event"] as? String }
        #expect(events.first == "form")
        #expect(events.filter { $0 == "textChanged" }.count == 3)
        #expect(events.contains("endedEditing"))
        let changes = try result.outputRecords().filter { $0["event"] as? String == "textChanged" }
        #expect(changes.map { $0["displayed"] as? String } == ["b", "bo", "bob"])
    }

    /// `cut 3 6` takes the digits 555 out of the typed 2015550123 in one step, the mask's
    /// constants following the shorter text; `undo` brings them back in one step.
    @Test func aCutIsOneStepThatTheMaskFollows() throws {
        let masked = PackagePaths.exampleSpecs.appendingPathComponent("masked.json").path
        let result = try DemoProcess.run(["replay", "--spec", masked], input: "focus phone\ntype 2015550123\ncut 3 6\nundo\n")
        #expect(result.status == 0)
        let changes = try result.outputRecords().filter { $0["event"] as? String == "textChanged" }
        #expect(changes.suffix(2).map { $0["displayed"] as? String } == ["+1 (201) 012-3", "+1 (201) 555-0123"])
    }

    @Test func aBadLineStopsTheReplayNamingItAndKeepsTheTraceSoFar() throws {
        let result = try DemoProcess.run(["replay", "--spec", signup], input: "focus username\ntype bob\n\njump\ntype more\n")
        #expect(result.status == 2)
        #expect(result.standardError == "validator: Line 4: Unknown event 'jump'; expected one of focus, type, paste, backspace, delete, cut, left, right, next, previous, leave, enter, submit, clear, undo, redo, reset, add-item, remove-item, next-choice, previous-choice, choose, wait\n")
        let steps = try result.outputRecords().filter { $0["event"] as? String == "step" }.compactMap { $0["line"] as? Int }
        #expect(steps == [1, 2])
        #expect(result.outputLines.last?.contains(#""displayed":"bob""#) == true)
    }

    @Test func anEventTheFormCannotTakeIsAnErrorNamingTheLine() throws {
        let unknown = try DemoProcess.run(["replay", "--spec", signup], input: "focus email\n")
        #expect(unknown.status == 2)
        #expect(unknown.standardError == "validator: Line 1: No field 'email'; the fields are username, name, invite, password, confirm\n")
        let unfocused = try DemoProcess.run(["replay", "--spec", signup], input: "# start\ntype x\n")
        #expect(unfocused.status == 2)
        #expect(unfocused.standardError == "validator: Line 2: No field is focused; focus one first with 'focus ID'\n")
    }

    @Test func aLineThatIsNotUTF8IsAnError() throws {
        let result = try DemoProcess.run(["replay", "--spec", signup], input: Array("focus name\ntype ".utf8) + [0xC3, 0x28, 0x0A])
        #expect(result.status == 2)
        #expect(result.standardError == "validator: Line 2: Not valid UTF-8\n")
    }

    @Test func theEventsMayComeFromAFile() throws {
        let script = FileManager.default.temporaryDirectory.appendingPathComponent("replay-\(UUID()).events")
        try "focus name\ntype Ada\n".write(to: script, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: script) }
        let result = try DemoProcess.run(["replay", "--spec", signup, script.path])
        #expect(result.status == 0)
        #expect(result.outputLines.contains { $0.hasPrefix(#"{"event":"textChanged","field":"name","displayed":"Ada""#) })
    }

    @Test func aMissingEventsFileOrSpecIsAUsageError() throws {
        let noEvents = try DemoProcess.run(["replay", "--spec", signup, "/nonexistent/events"])
        #expect(noEvents.status == 2)
        #expect(noEvents.standardError == "validator: Cannot open '/nonexistent/events': No such file or directory\n")
        let noSpec = try DemoProcess.run(["replay", "--spec", "/nonexistent/spec.json"], input: "")
        #expect(noSpec.status == 2)
        #expect(noSpec.standardError == "validator: Cannot open '/nonexistent/spec.json': No such file or directory\n")
    }

    @Test func aBrokenSpecIsNamedWithTheJSONPath() throws {
        let spec = FileManager.default.temporaryDirectory.appendingPathComponent("spec-\(UUID()).json")
        try #"{"fields": [{"id": "a", "validators": [{"plugin": "length", "options": {"min": "x"}}]}]}"#
            .write(to: spec, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: spec) }
        let result = try DemoProcess.run(["replay", "--spec", spec.path], input: "")
        #expect(result.status == 2)
        #expect(result.standardError == "validator: \(spec.path): fields[0].validators[0].options.min: Option 'min' of plugin 'length' expects an integer, got 'x'\n")
    }

    @Test func aSpecNamingAnUnknownPluginHintsAtLoadingALibrary() throws {
        let spec = FileManager.default.temporaryDirectory.appendingPathComponent("spec-\(UUID()).json")
        try #"{"fields": [{"id": "a", "validators": [{"plugin": "acme-isbn"}]}]}"#.write(to: spec, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: spec) }
        let result = try DemoProcess.run(["replay", "--spec", spec.path], input: "")
        #expect(result.status == 2)
        #expect(result.standardError.hasPrefix("validator: \(spec.path): fields[0].validators[0].plugin: Unknown plugin 'acme-isbn'; registered plugins: "))
        #expect(result.standardError.hasSuffix("; to use a plugin of a library, load it with --plugin PATH\n"))
    }

    @Test func theHelpDocumentsEveryKindOfRecordTheGoldenTracesHold() throws {
        let help = try DemoProcess.run(["replay", "--help"]).standardOutput
        var kinds: Set<String> = []
        for name in PackagePaths.replayFixtureNames {
            let text = try String(contentsOf: PackagePaths.replayFixture(name, ".trace.jsonl"), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let record = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
                kinds.insert(try #require(record["event"] as? String))
            }
        }
        #expect(kinds.count == 13)
        for kind in kinds {
            #expect(help.contains("\n  \(kind) "), "replay --help does not document '\(kind)'")
        }
    }

    @Test func defaultFormOptionsDoNotMixWithASpec() throws {
        let result = try DemoProcess.run(["replay", "--spec", signup, "--region", "GB"], input: "")
        #expect(result.status == 2)
        #expect(result.standardError == "validator: --region and --otp-secret apply to the default form only, not to --spec\n")
    }

    @Test func theSecretsOfTheDefaultFormNeverAppear() throws {
        let secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"
        let result = try DemoProcess.run(
            ["replay", "--otp-secret", secret],
            input: "focus password\ntype hunter2\nsubmit\nfocus otp\npaste 123456\nnext\n")
        #expect(result.status == 0)
        #expect(!result.standardOutput.contains("hunter"))
        #expect(!result.standardOutput.contains(secret))
        #expect(!result.standardOutput.contains("JBSWY3DPEHPK3PXP"))
    }
}
