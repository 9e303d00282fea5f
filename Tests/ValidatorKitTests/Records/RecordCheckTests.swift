import Testing
import ValidatorKit

/// A record's asynchronous checks run at submission, once the record is valid: a refusal is the
/// field's failure where the field is, a check slower than the deadline is `check.timeout`, and
/// a refused check leaves the verifiers at submission unasked.
@Suite struct RecordCheckTests {
    static let signup = #"""
        {"fields": [{"id": "username", "title": "Username", "required": true,
                     "validators": [{"plugin": "length", "options": {"min": 3}}, {"plugin": "directory"}]},
                    {"id": "pass", "title": "Pass", "validators": [{"plugin": "pass"}]}]}
        """#

    let directory = DirectoryPlugin(taken: ["alice"])

    func records(_ spec: String = signup, directory: DirectoryPlugin? = nil) throws -> RecordValidator {
        try recordValidator(spec, plugins: [directory ?? self.directory, PassPlugin()])
    }

    @Test func aTakenUsernameIsRefusedWithItsCodeWhereTheFieldIs() async throws {
        let records = try records()
        #expect(records.checksAtSubmission)
        let verdict = await records.submit(["username": "alice"], checkingWithin: .seconds(60))
        #expect(verdict.reported == [["$.username", "/username", "directory.taken", "This name is taken"]])
        #expect(verdict.value == nil)
        #expect(directory.questions.all == ["alice"])
    }

    @Test func aFreeUsernameIsAcceptedWithTheRecordAsValue() async throws {
        let verdict = try await records().submit(["username": "ada", "other": 1], checkingWithin: .seconds(60))
        #expect(verdict.isValid)
        #expect(verdict.value == ["username": "ada"])
    }

    @Test func aThreadOfItsOwnWaitsForTheSameVerdict() throws {
        let records = try records()
        #expect(records.submitWaitingForChecks(["username": "alice"], checkingWithin: .seconds(60)).reported
            == [["$.username", "/username", "directory.taken", "This name is taken"]])
        #expect(records.submitWaitingForChecks(["username": "ada"], checkingWithin: .seconds(60)).isValid)
        // The submission without a deadline of the record's checks too.
        #expect(records.submit(["username": "alice"]).failures.map(\.failure.code) == [.directoryTaken])
    }

    @Test func validatingAndAnInvalidRecordAskNoCheck() async throws {
        let records = try records()
        #expect(records.validate(["username": "alice"]).isValid)
        let short = await records.submit(["username": "al"], checkingWithin: .seconds(60))
        #expect(short.failures.map(\.failure.code) == [.lengthTooShort])
        #expect(await records.submit([:], checkingWithin: .seconds(60)).failures.map(\.failure.code) == [.requiredMissing])
        #expect(directory.questions.all.isEmpty)
    }

    @Test func aCheckSlowerThanTheDeadlineIsCheckTimeoutAndTheDeadlineIsKept() async throws {
        let slow = DirectoryPlugin(taken: [], delay: .seconds(300))
        let records = try records(directory: slow)
        let started = ContinuousClock.now
        let verdict = await records.submit(["username": "ada"], checkingWithin: .milliseconds(100))
        #expect(verdict.reported == [["$.username", "/username", "check.timeout", "The check took too long; please submit again"]])
        #expect(verdict.failures.first?.failure.message(in: MessageLocale(language: "de"))
            == "Die Prüfung hat zu lange gedauert; bitte erneut absenden")
        #expect(started.duration(to: .now) < .seconds(60))
    }

    @Test func aThreadWaitsNoLongerThanTheDeadline() throws {
        let records = try records(directory: DirectoryPlugin(taken: [], delay: .seconds(300)))
        let started = ContinuousClock.now
        let verdict = records.submitWaitingForChecks(["username": "ada"], checkingWithin: .milliseconds(100))
        #expect(verdict.failures.map(\.failure.code) == [.checkTimeout])
        #expect(started.duration(to: .now) < .seconds(60))
    }

    @Test func aValidatorsOwnShorterTimeoutIsKept() async throws {
        let slow = DirectoryPlugin(taken: [], delay: .seconds(300), timeout: .milliseconds(100))
        let verdict = try await records(directory: slow).submit(["username": "ada"], checkingWithin: .seconds(20))
        #expect(verdict.failures.map(\.failure.code) == [.checkTimeout])
    }

    @Test func aPassIsNotUsedUpWhenACheckRefuses() async throws {
        let records = try records()
        let refused = await records.submit(["username": "alice", "pass": "P-1"], checkingWithin: .seconds(60))
        #expect(refused.failures.map(\.failure.code) == [.directoryTaken])
        let accepted = await records.submit(["username": "ada", "pass": "P-1"], checkingWithin: .seconds(60))
        #expect(accepted.isValid)
        let again = await records.submit(["username": "bob", "pass": "P-1"], checkingWithin: .seconds(60))
        #expect(again.reported == [["$.pass", "/pass", "pass.used", "This pass has been used"]])
    }

    @Test func everyFieldIsCheckedOnceAndAllAtTheSameTime() async throws {
        // Each check waits until the three have started: asked one after another, none would
        // see the others and each would answer `directory.alone`.
        let meeting = DirectoryPlugin(taken: ["alice"], meeting: CheckMeeting(expected: 3))
        let records = try records(#"""
            {"fields": [{"id": "owner", "validators": [{"plugin": "directory"}]},
                        {"id": "members", "type": "list", "item": {"validators": [{"plugin": "directory"}]}}]}
            """#, directory: meeting)
        let verdict = await records.submit(["owner": "ada", "members": ["bob", "alice"]], checkingWithin: .seconds(60))
        #expect(verdict.failures.map { [$0.path, $0.pointer, $0.failure.code.rawValue] }
            == [["$.members[1]", "/members/1", "directory.taken"]])
        #expect(meeting.questions.all.sorted() == ["ada", "alice", "bob"])
    }
}
