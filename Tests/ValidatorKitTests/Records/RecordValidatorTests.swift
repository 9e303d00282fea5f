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
}
