import Foundation
import Testing
import ValidatorKit
import ValidatorKitSession
import ValidatorKitTesting
import ValidatorKitTool

/// Each `Fixtures/Replay/NAME.events` script is played against the tool's default form through
/// ``ReplayRunner`` in this process and its trace compared with `NAME.trace.jsonl`, byte for
/// byte; a `# locale: LOCALE` line plays it in that language, else in English. (The replays of
/// specs are the session's tests; `ValidatorKitToolMainTests` plays both through `validator`.)
@Suite struct ReplayRunnerGoldenTests {
    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.replayFixtures.path)) ?? []
        return files.filter { $0.hasSuffix(".events") }.map { String($0.dropLast(".events".count)) }.sorted()
    }()

    @Test func thereAreGoldenTraces() {
        #expect(Self.names.count >= 2)
    }

    @Test(arguments: names)
    func theTraceIsTheGolden(name: String) throws {
        let script = try Data(contentsOf: PackagePaths.replayFixtures.appendingPathComponent("\(name).events"))
        let clock = ManualFieldClock()
        let registry = try ToolRegistry.make(loading: [], clock: clock)
        let text = String(decoding: script, as: UTF8.self)
        let localeLine = text.split(separator: "\n").first { $0.hasPrefix("# locale: ") }
        let locale = try localeLine.map { try #require(MessageLocale(identifier: String($0.dropFirst("# locale: ".count)))) }
            ?? .english
        let prepared = try DefaultFormBuilder().prepare(registry: registry, clock: clock, locale: locale)
        let files = try DescriptorPair(input: Array(script))
        try ReplayRunner(prepared: prepared, clock: clock).run(input: files.input, output: files.output)
        let golden = try String(contentsOf: PackagePaths.replayFixtures.appendingPathComponent("\(name).trace.jsonl"), encoding: .utf8)
        #expect(try files.written() == golden)
    }

    @Test func aLineThatCannotBePlayedStopsTheReplayNamingIt() throws {
        let clock = ManualFieldClock()
        let prepared = try DefaultFormBuilder().prepare(registry: ToolRegistry.make(loading: [], clock: clock), clock: clock)
        let files = try DescriptorPair(input: Array("focus email\n# note\nfocus nowhere\ntype x\n".utf8))
        do {
            try ReplayRunner(prepared: prepared, clock: clock).run(input: files.input, output: files.output)
            Issue.record("the replay went on past line 3")
        } catch {
            #expect(error.line == 3)
            #expect(error.description == "Line 3: No field 'nowhere'; the fields are email, card, phone, date, otp, username, password, confirm")
        }
        let steps = try files.written().split(separator: "\n").filter { $0.hasPrefix(#"{"event":"step""#) }
        #expect(steps == [#"{"event":"step","line":1,"command":"focus"}"#, #"{"event":"step","line":3,"command":"focus"}"#])
    }
}
