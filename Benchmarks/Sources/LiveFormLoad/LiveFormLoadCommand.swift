import ArgumentParser
import Foundation

/// `LiveFormLoad`: many pages of the live form typing at once over their WebSockets, against a
/// running validator-server, and the same edits in-process, in one run.
///
/// Run by `Benchmarks/Scripts/measure_live.sh`, which builds and starts the server.
@main
struct LiveFormLoadCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "LiveFormLoad",
        abstract: "Times an edit's round trip over the live form's WebSocket with many pages typing, beside the same edit in-process.")

    @Option(help: "The server's origin.")
    var origin = "http://127.0.0.1:8080"

    @Option(help: "The form typed into.")
    var form = "payment"

    @Option(help: "The form's spec, for the in-process session.")
    var spec = "Examples/Specs/payment.json"

    @Option(help: "Pages connected and typing at once.")
    var pages = 100

    @Option(help: "Seconds of typing.")
    var seconds = 20.0

    @Option(help: "Milliseconds between two keys of one page (a person types 5 to 8 keys a second).")
    var paceMilliseconds = 150

    @Option(help: "Rounds of the script (type the number, delete it) timed in-process.")
    var inProcessRounds = 2_000

    @Option(help: "Also write the figures as JSON to this file.")
    var json: String?

    func validate() throws {
        guard pages > 0, seconds > 0, paceMilliseconds > 0, inProcessRounds > 0 else {
            throw ValidationError("--pages, --seconds, --pace-milliseconds and --in-process-rounds must be positive")
        }
        guard origin.hasPrefix("http://") else { throw ValidationError("--origin must be http://HOST:PORT") }
    }

    func run() async throws {
        let script = KeystrokeScript()
        let inProcess = try InProcessEdits.measure(specPath: spec, script: script, rounds: inProcessRounds)

        let pace = Duration.milliseconds(paceMilliseconds)
        let authority = origin.dropFirst("http://".count)
        guard let colon = authority.lastIndex(of: ":"), let port = Int(authority[authority.index(after: colon)...]) else {
            throw ValidationError("--origin must be http://HOST:PORT")
        }
        let host = String(authority[..<colon])
        let path = "/forms/\(form)/live"
        let socketURL = "ws://\(authority)\(path)"
        let deadline = ContinuousClock.now.advanced(by: .seconds(seconds))
        let outcomes = await withTaskGroup(of: TypingPage.Outcome.self) { group in
            for index in 0..<pages {
                let page = TypingPage(host: host, port: port, path: path, script: script, pace: pace, deadline: deadline)
                group.addTask { await page.run(firstKey: pace * Double(index) / Double(pages)) }
            }
            return await group.reduce(into: []) { $0.append($1) }
        }
        let closedEarly = outcomes.compactMap(\.closedEarly)
        guard let socket = LatencySummary(outcomes.flatMap(\.roundTrips)),
              let engine = LatencySummary(inProcess)
        else {
            throw LoadFailure("no edit was answered: \(closedEarly.first ?? "no page typed")")
        }
        let editsPerSecond = Double(socket.count) / seconds
        print("""
            live form load: \(pages) pages on \(socketURL), \(seconds) s, a key every \(paceMilliseconds) ms per page
            socket round trip: \(socket.count) edits (\(Int(editsPerSecond)) a second), median \(Self.shown(socket.median)), p90 \(Self.shown(socket.p90)), p99 \(Self.shown(socket.p99)), largest \(Self.shown(socket.maximum))
            in-process (FormSession.apply and its records as JSON): \(engine.count) edits, median \(Self.shown(engine.median)), p90 \(Self.shown(engine.p90)), p99 \(Self.shown(engine.p99))
            socket vs. in-process: median \(Self.ratio(socket.median, engine.median)), p99 \(Self.ratio(socket.p99, engine.p99))
            pages closed early: \(closedEarly.count)\(closedEarly.first.map { " (\($0))" } ?? "")
            """)
        if let json {
            let text = #"{"pages":\#(pages),"seconds":\#(seconds),"pace_ms":\#(paceMilliseconds),"edits_per_second":\#(Int(editsPerSecond)),"closed_early":\#(closedEarly.count),"socket":{\#(socket.jsonMembers)},"in_process":{\#(engine.jsonMembers)}}"#
            try (text + "\n").write(toFile: json, atomically: true, encoding: .utf8)
        }
        guard closedEarly.isEmpty else {
            throw LoadFailure("\(closedEarly.count) of \(pages) pages were closed before the end: \(closedEarly[0])")
        }
    }

    /// `duration` in µs or ms, three significant figures.
    static func shown(_ duration: Duration) -> String {
        let microseconds = LatencySummary.microseconds(duration)
        return microseconds < 1_000 ? String(format: "%.1f µs", microseconds) : String(format: "%.2f ms", microseconds / 1_000)
    }

    static func ratio(_ numerator: Duration, _ denominator: Duration) -> String {
        String(format: "%.0f×", LatencySummary.microseconds(numerator) / LatencySummary.microseconds(denominator))
    }
}
