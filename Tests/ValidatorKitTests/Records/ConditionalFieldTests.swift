import Testing
import ValidatorKit

/// A field with a `when` that does not hold does not apply: it is not judged, not required, and
/// not in the value; a member for it is one no field names (dropped, or refused under
/// `"extraMembers": "refuse"`), at any depth.
@Suite struct ConditionalFieldTests {
    static func spec(extraMembers: String = "ignore") -> String {
        #"""
        {"extraMembers": "\#(extraMembers)", "fields": [
          {"id": "country", "title": "Country", "type": "choice", "choices": ["US", "GB", "DE", "FR"], "required": true},
          {"id": "state", "title": "State", "required": true, "when": {"field": "country", "equals": "US"},
           "validators": [{"plugin": "length", "options": {"min": 2, "max": 2}}]},
          {"id": "vat", "title": "VAT number", "when": {"field": "country", "in": ["DE", "FR"]}},
          {"id": "vatProof", "title": "VAT proof", "required": true, "when": {"field": "vat", "filled": true}},
          {"id": "confirmVat", "title": "Confirm VAT number", "validators": [{"plugin": "matches", "options": {"field": "vat"}}]}
        ]}
        """#
    }

    @Test func aFieldThatDoesNotApplyIsNotRequiredAndLeftOutOfTheValue() throws {
        let verdict = try recordValidator(Self.spec()).validate(json: #"{"country":"GB"}"#)
        #expect(verdict.reported == [])
        #expect(verdict.value == ["country": "GB"])
    }

    @Test func aFieldThatAppliesIsJudgedAndRequired() throws {
        let records = try recordValidator(Self.spec())
        #expect(try records.validate(json: #"{"country":"US"}"#).reported == [["$.state", "/state", "required.missing", "State is required"]])
        #expect(try records.validate(json: #"{"country":"US","state":"Texas"}"#).failures.map(\.failure.code) == [.lengthTooLong])
        #expect(try records.validate(json: #"{"country":"US","state":"TX"}"#).value == ["country": "US", "state": "TX"])
    }

    @Test func aMemberForAFieldThatDoesNotApplyIsDroppedUnjudged() throws {
        let verdict = try recordValidator(Self.spec()).validate(json: #"{"country":"GB","state":"Not a state","vat":"DE123"}"#)
        #expect(verdict.reported == [])
        #expect(verdict.value == ["country": "GB"])
    }

    @Test func aMemberForAFieldThatDoesNotApplyIsRefusedWhereExtraMembersAre() throws {
        let verdict = try recordValidator(Self.spec(extraMembers: "refuse")).validate(json: #"{"country":"GB","state":"TX"}"#)
        #expect(verdict.reported == [["$.state", "/state", "input.unknown_member", "'state' is not a field of this form"]])
    }

    @Test func aFieldReadByAConditionReadsAsEmptyWhileItDoesNotApply() throws {
        let records = try recordValidator(Self.spec())
        // In Germany the VAT number applies, and its proof follows it.
        #expect(
            try records.validate(json: #"{"country":"DE","vat":"DE123"}"#).reported
                == [["$.vatProof", "/vatProof", "required.missing", "VAT proof is required"]])
        // In Britain it does not, so neither does the proof, whatever the record holds.
        #expect(try records.validate(json: #"{"country":"GB","vat":"DE123"}"#).value == ["country": "GB"])
    }

    @Test func aDependentValidatorReadsAFieldThatDoesNotApplyAsEmpty() throws {
        let records = try recordValidator(Self.spec())
        #expect(
            try records.validate(json: #"{"country":"DE","vat":"DE123","vatProof":"x","confirmVat":"DE124"}"#).reported
                == [["$.confirmVat", "/confirmVat", "matches.mismatch", "Does not match VAT number"]])
        // The VAT number given in Britain is not one: the confirmation matches nothing.
        #expect(
            try records.validate(json: #"{"country":"GB","vat":"DE123","confirmVat":"DE123"}"#).reported
                == [["$.confirmVat", "/confirmVat", "matches.mismatch", "Does not match VAT number"]])
    }

    static let nested = #"""
        {"extraMembers": "refuse", "fields": [
          {"id": "kind", "type": "choice", "choices": ["person", "company"], "required": true},
          {"id": "contacts", "title": "Contacts", "type": "list", "item": {"type": "group", "fields": [
            {"id": "channel", "type": "choice", "choices": ["phone", "email"], "required": true},
            {"id": "phone", "title": "Phone", "required": true, "when": {"field": "channel", "equals": "phone"}},
            {"id": "email", "title": "Email", "required": true, "when": {"field": "channel", "equals": "email"}},
            {"id": "department", "title": "Department", "required": true, "when": {"field": "kind", "equals": "company"}}]}}
        ]}
        """#

    @Test func conditionsHoldInListItemsReadingTheItemThenTheRoot() throws {
        let verdict = try recordValidator(Self.nested).validate(json: #"""
            {"kind":"company","contacts":[{"channel":"phone","phone":"020 7946 0000","department":"Sales"},
                                          {"channel":"email","phone":"020 7946 0001"}]}
            """#)
        #expect(verdict.reported == [
            ["$.contacts[1].email", "/contacts/1/email", "required.missing", "Email is required"],
            ["$.contacts[1].department", "/contacts/1/department", "required.missing", "Department is required"],
            ["$.contacts[1].phone", "/contacts/1/phone", "input.unknown_member", "'phone' is not a field of this form"],
        ])
    }

    @Test func aValidNestedRecordKeepsOnlyWhatApplies() throws {
        let verdict = try recordValidator(Self.nested).validate(json: #"{"kind":"person","contacts":[{"channel":"email","email":"a@b.example"}]}"#)
        #expect(verdict.reported == [])
        #expect(verdict.value == ["kind": "person", "contacts": [["channel": "email", "email": "a@b.example"]]])
    }
}
