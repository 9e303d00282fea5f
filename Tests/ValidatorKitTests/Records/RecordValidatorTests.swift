import Testing
import ValidatorKit

@Suite struct RecordValidatorTests {
    static let specJSON = #"""
        {"fields": [
          {"id": "username", "title": "Username", "required": true,
           "validators": [{"plugin": "length", "options": {"min": 3, "max": 20}}]},
          {"id": "password", "title": "Password", "secure": true, "required": true,
           "validators": [{"plugin": "length", "options": {"min": 8}}]},
          {"id": "confirm", "title": "Confirm password", "secure": true, "required": true,
           "validators": [{"plugin": "matches", "options": {"field": "password"}}]},
          {"id": "company", "title": "Company"},
          {"id": "vat number", "title": "VAT number",
           "validators": [{"plugin": "required-if", "options": {"field": "company"}}]}
        ]}
        """#

    func records() throws -> RecordValidator {
        let registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
        return try FormSpec.decode(Array(Self.specJSON.utf8)).makeRecordValidator(registry: registry)
    }

    @Test func aValidRecordIsValidInEveryField() throws {
        let verdict = try records().validate([
            "username": .string("ada"), "password": .string("analytical"), "confirm": .string("analytical"),
        ])
        #expect(verdict.isValid)
        #expect(verdict.value == ["username": "ada", "password": "analytical", "confirm": "analytical"])
    }

    @Test func everyFailureIsReportedWithItsPathInOnePass() throws {
        let verdict = try records().validate([
            "username": .string("ad"), "password": .string("analytical"), "confirm": .string("analytic"),
            "company": .string("Babbage & Co"),
        ])
        #expect(!verdict.isValid)
        let failures = verdict.failures.map { [$0.path, $0.failure.code.rawValue, $0.failure.message(in: .english)] }
        #expect(failures == [
            ["$.username", "length.too_short", "Must be at least 3 characters"],
            ["$.confirm", "input.incomplete", "Confirm password is incomplete"],
            ["$[\"vat number\"]", "required.missing", "VAT number is required"],
        ])
    }

    @Test func aValueThatIsNotAStringIsATypeFailure() throws {
        let verdict = try records().validate([
            "username": .integer(42), "password": .array([]), "confirm": .null,
        ])
        let failures = verdict.failures.map { [$0.path, $0.failure.code.rawValue, $0.failure.message(in: .english)] }
        #expect(failures == [
            ["$.username", "input.type", "Username must be a string, not a number"],
            ["$.password", "input.type", "Password must be a string, not an array"],
            ["$.confirm", "required.missing", "Confirm password is required"],
        ])
    }

    @Test func aDependencyOnAnUnknownFieldIsASpecError() throws {
        let registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
        let spec = try FormSpec.decode(Array(#"""
            {"fields": [{"id": "password"},
                        {"id": "confirm", "validators": [{"plugin": "matches", "options": {"field": "pasword"}}]}]}
            """#.utf8))
        #expect(throws: FormSpecError(path: "fields[1].validators[0].options",
                                      problem: "no field has the identifier 'pasword'; fields: password, confirm")) {
            try spec.makeRecordValidator(registry: registry)
        }
        #expect(throws: FormSpecError.self) { try spec.makeForm(registry: registry) }
    }

    @Test func aMessageQuotingASecureValueIsReplacedWhereverItAppears() throws {
        let registry = ValidatorRegistry()
        try registry.register(QuotingPlugin())
        let spec = try FormSpec.decode(Array(#"""
            {"fields": [{"id": "pin", "secure": true, "validators": [{"plugin": "quoting"}]},
                        {"id": "note", "validators": [{"plugin": "quoting"}]},
                        {"id": "other", "validators": [{"plugin": "quoting"}]}]}
            """#.utf8))
        let verdict = try spec.makeRecordValidator(registry: registry).validate([
            "pin": .string("4711"), "note": .string("x4711"), "other": .string("hello"),
        ])
        #expect(verdict.failures.map { $0.failure.message(in: .english) } == [
            "This value is not valid", "This value is not valid", "'hello' is rejected",
        ])
        #expect(verdict.failures.allSatisfy { $0.failure.code == .quotingRejected })
    }

    /// ASCII texts are searched byte by byte, others by Foundation's search: a secret quoted at
    /// the start, the middle or the end, in ASCII or not, and in another Unicode spelling of the
    /// same text (`é` as `e` and a combining acute accent, canonically equivalent), is replaced;
    /// a part of a secret is not the secret.
    @Test(arguments: [
        SecretInNote(case: "ASCII, at the start", secret: "4711", note: "4711x", message: "This value is not valid"),
        SecretInNote(case: "ASCII, at the end", secret: "4711", note: "ab4711", message: "This value is not valid"),
        SecretInNote(case: "ASCII, a part of it", secret: "4711", note: "471", message: "'471' is rejected"),
        SecretInNote(case: "ASCII, split", secret: "4711", note: "47 11", message: "'47 11' is rejected"),
        SecretInNote(case: "non-ASCII, in the middle", secret: "pässwort", note: "mein pässwort!", message: "This value is not valid"),
        SecretInNote(case: "non-ASCII, another letter", secret: "pässwort", note: "passwort", message: "'passwort' is rejected"),
        SecretInNote(case: "composed secret, decomposed note", secret: "caf\u{E9}", note: "un caf\u{65}\u{301} noir", message: "This value is not valid"),
        SecretInNote(case: "decomposed secret, composed note", secret: "caf\u{65}\u{301}", note: "un caf\u{E9} noir", message: "This value is not valid"),
    ])
    func aSecretIsFoundInAMessageHoweverItIsSpelled(_ example: SecretInNote) throws {
        let registry = ValidatorRegistry()
        try registry.register(QuotingPlugin())
        let spec = try FormSpec.decode(Array(#"""
            {"fields": [{"id": "pin", "secure": true}, {"id": "note", "validators": [{"plugin": "quoting"}]}]}
            """#.utf8))
        let verdict = try spec.makeRecordValidator(registry: registry).validate([
            "pin": .string(example.secret), "note": .string(example.note),
        ])
        #expect(verdict.failures.map { $0.failure.message(in: .english) } == [example.message])
    }
}
