import Foundation
import Testing
import ValidatorKit
import ValidatorKitSession
import ValidatorKitTesting

/// Each `Fixtures/Replay/NAME.events` script is played through ``ReplayRunner`` in this process
/// and its trace compared with `NAME.trace.jsonl`, byte for byte. A script's `# spec: PATH` line
/// (relative to the repository) names the form; a `# locale: LOCALE` line plays it in that
/// language, else in English. (The tool's tests play the same pairs through `validator replay`.)
@Suite struct ReplayRunnerGoldenTests {
    /// The repository, to which the `# spec:` paths of the fixtures are relative.
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    /// The replay fixtures: `NAME.events` and `NAME.trace.jsonl` pairs.
    static let fixtures = repository.appendingPathComponent("Tests/ValidatorKitSessionTests/Fixtures/Replay")

    static let names: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: fixtures.path)) ?? []
        return files.filter { $0.hasSuffix(".events") }.map { String($0.dropLast(".events".count)) }.sorted()
    }()

    @Test func thereAreGoldenTraces() {
        #expect(Self.names.count >= 5)
    }

    @Test(arguments: names)
    func theTraceIsTheGolden(name: String) throws {
        let script = try Data(contentsOf: Self.fixtures.appendingPathComponent("\(name).events"))
        let clock = ManualFieldClock()
        let text = String(decoding: script, as: UTF8.self)
        let localeLine = text.split(separator: "\n").first { $0.hasPrefix("# locale: ") }
        let locale = try localeLine.map { try #require(MessageLocale(identifier: String($0.dropFirst("# locale: ".count)))) }
            ?? .english
        let specLine = try #require(text.split(separator: "\n").first { $0.hasPrefix("# spec: ") })
        let specPath = Self.repository.appendingPathComponent(String(specLine.dropFirst("# spec: ".count)))
        let spec = try FormSpec.decode(Array(try Data(contentsOf: specPath)))
        let prepared = try FormPreparation.prepare(spec, registry: makeSessionRegistry(clock: clock), clock: clock, locale: locale)
        let files = try DescriptorPair(input: Array(script))
        try ReplayRunner(prepared: prepared, clock: clock).run(input: files.input, output: files.output)
        let golden = try String(contentsOf: Self.fixtures.appendingPathComponent("\(name).trace.jsonl"), encoding: .utf8)
        #expect(try files.written() == golden)
    }
}
