import Foundation
import Testing

/// Each `Fixtures/Replay/NAME.events` script is replayed and its trace compared with
/// `NAME.trace.jsonl`, line by line. A script's `# spec: PATH` line (relative to the package
/// root) names the form; without one it plays against the default form. A `# locale: LOCALE`
/// line passes `--locale LOCALE`; without one the trace is English whatever `LANG` says.
///
/// Adding a case is adding a pair: write the script, run
/// `validator replay --spec PATH NAME.events > NAME.trace.jsonl`, and read the trace
/// through before committing it.
@Suite struct ReplayGoldenTests {
    static let names = PackagePaths.replayFixtureNames

    @Test func thereAreGoldenTraces() {
        #expect(Self.names.count >= 5)
    }

    @Test(arguments: names)
    func theTraceIsTheGolden(name: String) throws {
        let events = PackagePaths.replayFixture(name, ".events")
        let script = try String(contentsOf: events, encoding: .utf8)
        var arguments = ["replay"]
        if let specLine = script.split(separator: "\n").first(where: { $0.hasPrefix("# spec: ") }) {
            arguments += ["--spec", PackagePaths.repository.appendingPathComponent(String(specLine.dropFirst("# spec: ".count))).path]
        }
        if let localeLine = script.split(separator: "\n").first(where: { $0.hasPrefix("# locale: ") }) {
            arguments += ["--locale", String(localeLine.dropFirst("# locale: ".count))]
        }
        let result = try DemoProcess.run(arguments + [events.path])
        #expect(result.status == 0)
        #expect(result.standardError == "")
        let golden = try String(contentsOf: PackagePaths.replayFixture(name, ".trace.jsonl"), encoding: .utf8)
        let expected = golden.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        let actual = result.outputLines
        if let first = zip(actual, expected).enumerated().first(where: { $0.element.0 != $0.element.1 }) {
            Issue.record("""
                trace line \(first.offset + 1) differs
                expected: \(first.element.1)
                actual:   \(first.element.0)
                """)
        }
        #expect(actual.count == expected.count)
    }

    @Test(arguments: names)
    func aSecureFieldsTextNeverAppearsInTheTrace(name: String) throws {
        let trace = try String(contentsOf: PackagePaths.replayFixture(name, ".trace.jsonl"), encoding: .utf8)
        let records = try trace.split(separator: "\n").map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        let fields = try #require(records.first?["fields"] as? [[String: Any]])
        let secure = Set(fields.filter { $0["secure"] as? Bool == true }.compactMap { $0["field"] as? String })
        for record in records where secure.contains(record["field"] as? String ?? "") {
            if let displayed = record["displayed"] as? String {
                #expect(displayed.allSatisfy { $0 == "•" || $0 == " " }, "\(record)")
            }
        }
    }
}
