import Foundation
import Testing
import ValidatorKit
import ValidatorKitRegex

/// A plugin whose validator waits `milliseconds` on the clock before it accepts a text: judging
/// that takes time on the wall and next to none of the processor.
private struct WaitingPlugin: ValidatorPlugin {
    let identifier = "waiting"
    let summary = "Waits, then accepts"
    let options: [OptionDescription] = [OptionDescription(name: "milliseconds", type: .integer, defaultValue: .integer(1), documentation: "How long")]
    let failureCodes: [FailureCodeDescription] = []

    func make(_ options: ValidatorOptions) throws -> any Validator {
        WaitingValidator(milliseconds: options.integer("milliseconds") ?? 1)
    }
}

private struct WaitingValidator: Validator {
    let milliseconds: Int

    func validate(_ text: String) -> Validity {
        Thread.sleep(forTimeInterval: Double(milliseconds) / 1000)
        return .valid
    }
}

/// A record whose list items each run a catastrophic pattern is bounded as a whole, not only per
/// item: once the record's `judgingTimeLimit` has passed, the items not yet judged are not, and
/// the first of them is `input.too_costly`, so the record is refused.
@Suite struct RecordTimeLimitTests {
    static let spec = #"""
        {"fields": [
          {"id": "notes", "title": "Notes", "type": "list", "item": {"validators": [{"plugin": "regex", "options": {"pattern": "(a+)+$"}}]}}
        ]}
        """#

    static func records() throws -> RecordValidator {
        let registry = ValidatorRegistry()
        try registry.register(RegexPlugin())
        return try FormSpec.decode(Array(spec.utf8)).makeRecordValidator(registry: registry)
    }

    static func record(items: Int, each text: String) -> [String: JSONValue] {
        ["notes": .array(Array(repeating: .string(text), count: items))]
    }

    /// 300 items of thirty `a` and a `!` (the issue's attack: each reaches `regex.limit`, some
    /// milliseconds apiece, a second or more in all): judging stops at the default 100 ms.
    @Test func aListOfCatastrophicItemsStopsAtTheRecordsTimeLimit() throws {
        let verdict = try Self.records().validate(Self.record(items: 300, each: String(repeating: "a", count: 30) + "!"))
        let codes = verdict.failures.map(\.failure.code.rawValue)
        #expect(codes.last == "input.too_costly")
        #expect(codes.dropLast().allSatisfy { $0 == "regex.limit" })
        #expect(codes.count < 300, "every item was judged: \(codes.count) failures")
        let stopped = try #require(verdict.failures.last)
        #expect(stopped.path == "$.notes[\(codes.count - 1)]")
        #expect(stopped.failure.message(in: .english) == "Checking this record took too long; send fewer or shorter values")
        #expect(!verdict.isValid)
    }

    /// The same number of ordinary items is judged whole, well within the limit.
    @Test func aListOfOrdinaryItemsIsJudgedWhole() throws {
        let verdict = try Self.records().validate(Self.record(items: 300, each: String(repeating: "a", count: 30)))
        #expect(verdict.failures.isEmpty)
        #expect(verdict.isValid)
    }

    /// A host sets its own limit; a limit of zero judges nothing and refuses the record at its
    /// first field.
    @Test func aHostSetsItsOwnLimit() throws {
        var records = try Self.records()
        records.judgingTimeLimit = .zero
        let verdict = records.validate(Self.record(items: 3, each: "aaa"))
        #expect(verdict.failures.map { [$0.path, $0.failure.code.rawValue] } == [["$.notes[0]", "input.too_costly"]])
        #expect(RecordValidator.defaultJudgingTimeLimit == .milliseconds(100))
    }

    /// A limit past what the budget counts (it counts in 64-bit nanoseconds, 292 years) is as
    /// good as none: the record is judged whole, and a negative one refuses it at once, as zero.
    @Test func aLimitBeyondNanosecondsIsNoLimitAndANegativeOneIsZero() throws {
        var records = try Self.records()
        records.judgingTimeLimit = .seconds(Int64.max)
        let verdict = records.validate(Self.record(items: 300, each: String(repeating: "a", count: 30)))
        #expect(verdict.failures.isEmpty)
        records.judgingTimeLimit = .seconds(-1)
        let refused = records.validate(Self.record(items: 3, each: "aaa"))
        #expect(refused.failures.map { [$0.path, $0.failure.code.rawValue] } == [["$.notes[0]", "input.too_costly"]])
    }

    static func waitingRecords(milliseconds: Int) throws -> RecordValidator {
        let registry = ValidatorRegistry()
        try registry.register(WaitingPlugin())
        let spec = """
            {"fields": [{"id": "notes", "title": "Notes", "type": "list",
              "item": {"validators": [{"plugin": "waiting", "options": {"milliseconds": \(milliseconds)}}]}}]}
            """
        return try FormSpec.decode(Array(spec.utf8)).makeRecordValidator(registry: registry)
    }

    /// The limit is processor time: 60 items that each wait 3 ms (180 ms on the wall, almost no
    /// processor time) are judged whole within the 100 ms limit.
    @Test func timeTheThreadWaitsDoesNotCount() throws {
        let verdict = try Self.waitingRecords(milliseconds: 3).validate(Self.record(items: 60, each: "a"))
        #expect(verdict.failures.map(\.failure.code.rawValue) == [])
        #expect(verdict.isValid)
    }

    /// However long the thread waits, waiting is not processor time (as on a busy machine, where
    /// a judging thread may wait longer than the whole limit for a core): three items that each
    /// wait 30 ms are judged whole within a limit of 20 ms.
    @Test func aWaitLongerThanTheLimitDoesNotCount() throws {
        var records = try Self.waitingRecords(milliseconds: 30)
        records.judgingTimeLimit = .milliseconds(20)
        let verdict = records.validate(Self.record(items: 3, each: "a"))
        #expect(verdict.failures.map(\.failure.code.rawValue) == [])
        #expect(verdict.isValid)
    }

    /// A thread's work before a record does not use up the record's limit: records judged one
    /// after the other on one thread, each of which runs catastrophic items for about the limit,
    /// each judge their first items (the limit is the record's, not the thread's).
    @Test func eachRecordOnAThreadHasAWholeLimit() throws {
        let records = try Self.records()
        for _ in 0..<3 {
            let verdict = records.validate(Self.record(items: 300, each: String(repeating: "a", count: 30) + "!"))
            let codes = verdict.failures.map(\.failure.code.rawValue)
            #expect(codes.first == "regex.limit")
            #expect(codes.last == "input.too_costly")
        }
    }
}
