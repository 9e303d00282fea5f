import Testing
import ValidatorKit

/// A union's tag chooses its variant: only the variant's fields apply beside the tag, a missing
/// tag is `union.tag_missing` and an unknown one `union.tag_unknown`, at the tag's path, naming
/// what is allowed.
@Suite struct UnionFieldTests {
    static func spec(extraMembers: String = "ignore") -> String {
        #"""
        {"extraMembers": "\#(extraMembers)", "fields": [
          {"id": "payment", "title": "Payment", "titles": {"de": "Zahlung"}, "type": "union", "tag": "method", "required": true,
           "variants": [
             {"value": "card", "title": "Card", "fields": [
               {"id": "number", "title": "Card number", "required": true, "validators": [{"plugin": "charset", "options": {"allowed": "digits"}}]},
               {"id": "holder", "title": "Cardholder", "required": true}]},
             {"value": "bank", "title": "Bank transfer", "fields": [
               {"id": "iban", "title": "IBAN", "required": true},
               {"id": "confirmIban", "title": "Confirm IBAN", "validators": [{"plugin": "matches", "options": {"field": "iban"}}]}]},
             {"value": "invoice", "title": "Invoice"}]}
        ]}
        """#
    }

    @Test func anUnknownTagNamesWhatWasReceivedAndWhatIsAllowed() throws {
        let verdict = try recordValidator(Self.spec()).validate(json: #"{"payment":{"method":"crypto"}}"#)
        #expect(verdict.reported == [
            ["$.payment.method", "/payment/method", "union.tag_unknown", "Payment: 'crypto' is not one of: card, bank, invoice"],
        ])
    }

    @Test(arguments: [#"{"payment":{}}"#, #"{"payment":{"method":null}}"#, #"{"payment":{"method":""}}"#])
    func aMissingTagNamesTheTagAndWhatIsAllowed(record: String) throws {
        #expect(try recordValidator(Self.spec()).validate(json: record).reported == [
            ["$.payment.method", "/payment/method", "union.tag_missing", "Payment needs 'method', one of: card, bank, invoice"],
        ])
    }

    @Test func aTagOfAnotherJSONTypeIsUnknown() throws {
        #expect(try recordValidator(Self.spec()).validate(json: #"{"payment":{"method":42}}"#).failures.map { $0.failure.message(in: .english) } == [
            "Payment: '42' is not one of: card, bank, invoice",
        ])
    }

    @Test func theMessagesAreInTheRecordsLanguage() throws {
        let german = MessageLocale(language: "de")
        let records = try recordValidator(Self.spec())
        #expect(records.validate(["payment": ["method": "crypto"]], locale: german).failures.map { $0.failure.message(in: german) } == [
            "Zahlung: 'crypto' ist keines davon: card, bank, invoice",
        ])
        #expect(records.validate(["payment": [:]], locale: german).failures.map { $0.failure.message(in: german) } == [
            "Zahlung braucht 'method', eines davon: card, bank, invoice",
        ])
    }

    @Test func onlyTheChosenVariantsFieldsAreJudged() throws {
        let verdict = try recordValidator(Self.spec()).validate(json: #"{"payment":{"method":"bank","number":"x"}}"#)
        #expect(verdict.reported == [["$.payment.iban", "/payment/iban", "required.missing", "IBAN is required"]])
    }

    @Test func aValidVariantKeepsItsTagAndFieldsAndDropsTheOthers() throws {
        let verdict = try recordValidator(Self.spec()).validate(
            json: #"{"payment":{"method":"bank","iban":"GB82WEST12345698765432","number":"4111","holder":"Ada"}}"#)
        #expect(verdict.reported == [])
        #expect(verdict.value == ["payment": ["method": "bank", "iban": "GB82WEST12345698765432"]])
    }

    @Test func anotherVariantsMemberIsRefusedWhereExtraMembersAre() throws {
        let verdict = try recordValidator(Self.spec(extraMembers: "refuse")).validate(json: #"{"payment":{"method":"invoice","iban":"GB82"}}"#)
        #expect(verdict.reported == [["$.payment.iban", "/payment/iban", "input.unknown_member", "'iban' is not a field of this form"]])
    }

    @Test func aVariantsDependentValidatorReadsItsVariant() throws {
        let verdict = try recordValidator(Self.spec()).validate(json: #"{"payment":{"method":"bank","iban":"GB82","confirmIban":"GB83"}}"#)
        #expect(verdict.reported == [["$.payment.confirmIban", "/payment/confirmIban", "matches.mismatch", "Does not match IBAN"]])
    }

    @Test func anAbsentRequiredUnionIsMissingAndAStringIsATypeFailure() throws {
        let records = try recordValidator(Self.spec())
        #expect(try records.validate(json: #"{}"#).reported == [["$.payment", "/payment", "required.missing", "Payment is required"]])
        #expect(
            try records.validate(json: #"{"payment":"card"}"#).reported
                == [["$.payment", "/payment", "input.type", "Payment must be an object, not a string"]])
    }

    @Test func aUnionInAListItemIsJudgedAtTheItemsPath() throws {
        let spec = #"""
            {"fields": [{"id": "payments", "type": "list", "item": {"type": "union", "tag": "method", "variants": [
              {"value": "card", "fields": [{"id": "number", "title": "Card number", "required": true}]},
              {"value": "invoice"}]}}]}
            """#
        let verdict = try recordValidator(spec).validate(json: #"{"payments":[{"method":"invoice"},{"method":"card"},{"method":"cash"}]}"#)
        #expect(verdict.reported.map { Array($0.prefix(3)) } == [
            ["$.payments[1].number", "/payments/1/number", "required.missing"],
            ["$.payments[2].method", "/payments/2/method", "union.tag_unknown"],
        ])
    }
}
