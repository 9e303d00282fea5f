import Synchronization
import Testing
import ValidatorKit

/// A verifier at submission that accepts each ticket once.
private final class TicketVerifier: SubmissionVerifier {
    private let used = Mutex<Set<String>>([])

    func verify(_ text: String) -> Validity {
        used.withLock { $0.insert(text).inserted }
            ? .valid : .invalid(ValidationFailure(code: .ticketUsed, message: "This ticket has been used"))
    }
}

/// Any text of at least one character is valid; a submission verifies it with its verifier.
private struct TicketPlugin: ValidatorPlugin, Validator {
    let verifier = TicketVerifier()
    var identifier: String { "ticket" }
    var summary: String { "A ticket, usable once" }
    var options: [OptionDescription] { [] }
    var failureCodes: [FailureCodeDescription] { [FailureCodeDescription(.ticketUsed)] }
    func make(_ options: ValidatorOptions) throws -> any Validator { self }
    func validate(_ text: String) -> Validity { .valid }
    var submissionVerifier: (any SubmissionVerifier)? { verifier }
}

@Suite struct RecordSubmissionTests {
    func records() throws -> RecordValidator {
        let registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
        try registry.register(TicketPlugin())
        return try FormSpec.decode(Array(#"""
            {"fields": [{"id": "name", "title": "Name", "required": true},
                        {"id": "ticket", "title": "Ticket", "required": true, "validators": [{"plugin": "ticket"}]}]}
            """#.utf8)).makeRecordValidator(registry: registry)
    }

    @Test func aTicketIsAcceptedAtItsFirstSubmissionAndRefusedAtTheNext() throws {
        let records = try records()
        #expect(records.verifiesAtSubmission)
        let record: [String: JSONValue] = ["name": .string("Ada"), "ticket": .string("T-1")]
        #expect(records.submit(record).isValid)
        let second = records.submit(record)
        #expect(second.failures.map(\.path) == ["$.ticket"])
        #expect(second.failures.first?.failure.code == .ticketUsed)
    }

    @Test func validatingARecordAsksNoVerifier() throws {
        let records = try records()
        let record: [String: JSONValue] = ["name": .string("Ada"), "ticket": .string("T-2")]
        #expect(records.validate(record).isValid)
        #expect(records.validate(record).isValid)
        #expect(records.submit(record).isValid)
    }

    @Test func aRecordRefusedForAnotherFieldDoesNotUseTheTicketUp() throws {
        let records = try records()
        #expect(records.submit(["ticket": .string("T-3")]).failures.map(\.path) == ["$.name"])
        #expect(records.submit(["name": .string("Ada"), "ticket": .string("T-3")]).isValid)
    }

    @Test func anEmptyOptionalTicketIsNotVerified() throws {
        let registry = ValidatorRegistry()
        try registry.register(TicketPlugin())
        let records = try FormSpec.decode(Array(#"""
            {"fields": [{"id": "ticket", "title": "Ticket", "validators": [{"plugin": "ticket"}]}]}
            """#.utf8)).makeRecordValidator(registry: registry)
        #expect(records.submit([:]).isValid)
        #expect(records.submit(["ticket": .string("")]).isValid)
        #expect(records.submit(["ticket": .string("")]).isValid)
    }

    @Test func aSpecWithoutVerifiersSubmitsAsItValidates() throws {
        let registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
        let records = try FormSpec.decode(Array(RecordValidatorTests.specJSON.utf8)).makeRecordValidator(registry: registry)
        let record: [String: JSONValue] = ["username": .string("ada"), "password": .string("short")]
        #expect(!records.verifiesAtSubmission)
        #expect(records.submit(record) == records.validate(record))
    }

    /// A ticket inside a list of groups is verified at its own path, and only after the whole
    /// record is valid.
    @Test func aTicketInAListItemIsVerifiedAtItsPath() throws {
        let records = try recordValidator(#"""
            {"fields": [{"id": "guests", "type": "list", "item": {"type": "group", "fields": [
              {"id": "name", "required": true}, {"id": "ticket", "validators": [{"plugin": "ticket"}]}]}}]}
            """#, plugins: [TicketPlugin()])
        #expect(records.verifiesAtSubmission)
        let first = try JSONValue.record(from: #"{"guests":[{"name":"Ada","ticket":"T-4"},{"name":"Bob","ticket":"T-5"}]}"#.utf8)
        #expect(records.submit(first).isValid)
        let again = try JSONValue.record(from: #"{"guests":[{"name":"Cy","ticket":"T-6"},{"name":"Bob","ticket":"T-5"}]}"#.utf8)
        #expect(records.submit(again).failures.map { [$0.path, $0.pointer] } == [["$.guests[1].ticket", "/guests/1/ticket"]])
    }

    /// A ticket that does not apply (its `when` is false, or its variant is not chosen) is left
    /// out of the record, so it is not used up.
    @Test func aTicketThatDoesNotApplyIsNotVerified() throws {
        let records = try recordValidator(#"""
            {"fields": [{"id": "admission", "type": "choice", "choices": ["ticket", "free"]},
                        {"id": "ticket", "validators": [{"plugin": "ticket"}], "when": {"field": "admission", "equals": "ticket"}},
                        {"id": "entry", "type": "union", "tag": "kind", "variants": [
                          {"value": "pass", "fields": [{"id": "code", "validators": [{"plugin": "ticket"}]}]}, {"value": "guest"}]}]}
            """#, plugins: [TicketPlugin()])
        let unused = try JSONValue.record(from: #"{"admission":"free","ticket":"T-7","entry":{"kind":"guest","code":"T-8"}}"#.utf8)
        #expect(records.submit(unused).isValid)
        let used = try JSONValue.record(from: #"{"admission":"ticket","ticket":"T-7","entry":{"kind":"pass","code":"T-8"}}"#.utf8)
        #expect(records.submit(used).isValid)
        #expect(records.submit(used).failures.map(\.path) == ["$.ticket"])
        let second = try JSONValue.record(from: #"{"admission":"free","entry":{"kind":"pass","code":"T-8"}}"#.utf8)
        #expect(records.submit(second).failures.map(\.path) == ["$.entry.code"])
    }
}
