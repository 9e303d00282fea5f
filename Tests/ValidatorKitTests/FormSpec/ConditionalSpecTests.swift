import Testing
import ValidatorKit

/// A spec's `when` and `union` are read and checked when the spec is built: every mistake is a
/// ``FormSpecError`` that says what is wrong, where, and what would be right.
@Suite struct ConditionalSpecTests {
    let registry: ValidatorRegistry

    init() throws {
        registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
    }

    private func error(_ fields: String) throws -> FormSpecError {
        try #require(throws: FormSpecError.self) {
            try FormSpec.decode(Array(#"{"fields": \#(fields)}"#.utf8)).makeRecordValidator(registry: registry)
        }
    }

    private static let country = #"{"id": "country", "type": "choice", "choices": ["US", "GB", "DE"]}"#
    private static let payment = #"{"id": "payment", "type": "union", "tag": "method", "variants": "#

    @Test(arguments: [
        (#"[\#(country), {"id": "state", "when": {"field": "contry", "equals": "US"}}]"#, FormSpecError.Code.unknownField,
            "fields[1].when.field: no field has the identifier 'contry'; fields: country, state"),
        (#"[{"id": "state", "when": {"field": "state", "filled": true}}]"#, .invalidValue,
            "fields[0].when.field: a field's condition cannot read the field itself ('state')"),
        (#"[\#(country), {"id": "state", "when": {"field": "country", "equals": "US", "in": ["GB"]}}]"#, .invalidValue,
            "fields[1].when: expected exactly one of equals, in or filled beside field; got equals and in"),
        (#"[\#(country), {"id": "state", "when": {"field": "country"}}]"#, .missingValue,
            "fields[1].when: expected exactly one of equals, in or filled beside field; got none"),
        (#"[\#(country), {"id": "state", "when": {"field": "country", "in": []}}]"#, .invalidValue,
            "fields[1].when.in: expected at least one value"),
        (#"[\#(country), {"id": "state", "when": {"field": "country", "equals": ["US"]}}]"#, .wrongType,
            "fields[1].when.equals: expected a string, a number or true or false, got array"),
        (#"[\#(country), {"id": "state", "when": {"field": "country", "in": ["GB", "USA"]}}]"#, .invalidValue,
            "fields[1].when: 'country' cannot be 'USA'; expected one of US, GB, DE"),
        (#"[{"id": "a", "when": {"field": "b", "filled": true}}, {"id": "b", "when": {"field": "a", "filled": false}}]"#,
            .conditionCycle,
            "fields[0].when.field: conditions read each other in a circle (a → b → a); one of them must not depend on the next"),
        (#"[{"id": "address", "type": "group", "fields": [{"id": "street"}]}, {"id": "note", "when": {"field": "address", "filled": true}}]"#,
            .invalidValue,
            "fields[1].when.field: a condition reads a text, integer, number, boolean or choice field, and 'address' is a group"),
        (#"[{"id": "tags", "type": "list", "item": {"when": {"field": "tags", "filled": true}}}]"#, .unknownMember,
            "fields[0].item.when: a list's item applies whenever its list does; give the condition to the list"),
        (#"[\#(country), {"id": "state", "when": {"field": "country", "equal": "US"}}]"#, .unknownMember,
            "fields[1].when.equal: is not a member of this object; expected one of field, equals, in, filled"),
    ])
    func aBadConditionIsNamed(fields: String, code: FormSpecError.Code, message: String) throws {
        let error = try error(fields)
        #expect(error.code == code)
        #expect("\(error)" == message)
    }

    @Test(arguments: [
        (#"[{"id": "payment", "type": "union", "variants": [{"value": "card"}]}]"#, FormSpecError.Code.missingValue,
            #"fields[0].tag: is missing; a union needs the member that chooses its variant, such as "method""#),
        (#"[{"id": "payment", "type": "union", "tag": "method"}]"#, .missingValue,
            "fields[0].variants: is missing; a union needs its variants"),
        (#"[\#(payment)[]}]"#, .invalidValue, "fields[0].variants: expected at least one variant"),
        (#"[\#(payment)[{"value": "card"}, {"value": "bank"}, {"value": "card"}]}]"#, .duplicateVariant,
            "fields[0].variants[2].value: the value 'card' is used by an earlier variant"),
        (#"[\#(payment)[{"value": ""}]}]"#, .invalidValue, "fields[0].variants[0].value: expected a non-empty value for the tag 'method'"),
        (#"[\#(payment)[{"value": "card", "fields": [{"id": "method"}]}]}]"#, .duplicateIdentifier,
            "fields[0].variants[0].fields[0].id: the identifier 'method' is used by the tag; a union's tag and variants' fields share its object"),
        (#"[\#(payment)[{"value": "card", "fields": [{"id": "number"}]}, {"value": "bank", "fields": [{"id": "number"}]}]}]"#,
            .duplicateIdentifier,
            "fields[0].variants[1].fields[0].id: the identifier 'number' is used by the variant 'card'; a union's tag and variants' fields share its object"),
        (#"[{"id": "method", "tag": "kind"}]"#, .unknownMember,
            "fields[0].tag: belongs to a field of type 'union', and this field's type is 'text'"),
        (#"[\#(payment)[{"value": "card"}], "validators": [{"plugin": "required"}]}]"#, .unknownMember,
            "fields[0].validators: a union takes no validators; give them to its variants' fields"),
        (#"[\#(payment)[{"value": "card", "label": "Card"}]}]"#, .unknownMember,
            "fields[0].variants[0].label: is not a member of this object; expected one of value, title, titles, fields"),
        (#"[\#(payment)[{"value": "card", "fields": [{"id": "number", "when": {"field": "method", "equals": "bank"}}]}]}]"#,
            .invalidValue, "fields[0].variants[0].fields[0].when: 'method' cannot be 'bank'; expected one of card"),
    ])
    func aBadUnionIsNamed(fields: String, code: FormSpecError.Code, message: String) throws {
        let error = try error(fields)
        #expect(error.code == code)
        #expect("\(error)" == message)
    }

    @Test func aVariantsFieldReadsItsUnionsObjectThenTheRoot() throws {
        let fields = #"""
            [{"id": "country", "type": "choice", "choices": ["US", "GB"]},
             {"id": "payment", "type": "union", "tag": "method", "variants": [
               {"value": "card", "fields": [
                 {"id": "number"},
                 {"id": "zip", "when": {"field": "country", "equals": "US"}},
                 {"id": "name", "when": {"field": "number", "filled": true}}]}]}]
            """#
        #expect(throws: Never.self) {
            try FormSpec.decode(Array(#"{"fields": \#(fields)}"#.utf8)).makeRecordValidator(registry: registry)
        }
    }

    /// Answers read from a dictionary, as a form or a record would give them.
    private struct Answers: FormValues {
        let texts: [String: String]
        func text(ofField identifier: String) -> String? { texts[identifier] }
        func title(ofField identifier: String) -> String? { texts[identifier].map { _ in identifier } }
        func details(ofField identifier: String) -> ValidationDetails { [:] }
    }

    @Test(arguments: [
        (#"{"field": "country", "equals": "US"}"#, ["country": "US"], true),
        (#"{"field": "country", "equals": "US"}"#, ["country": "GB"], false),
        (#"{"field": "country", "equals": "US"}"#, [:], false),
        (#"{"field": "country", "in": ["GB", "DE"]}"#, ["country": "DE"], true),
        (#"{"field": "country", "in": ["GB", "DE"]}"#, ["country": "US"], false),
        (#"{"field": "company", "filled": true}"#, ["company": "ACME"], true),
        (#"{"field": "company", "filled": true}"#, ["company": ""], false),
        (#"{"field": "company", "filled": false}"#, [:], true),
        (#"{"field": "newsletter", "equals": true}"#, ["newsletter": "true"], true),
        (#"{"field": "seats", "in": [2, 4]}"#, ["seats": "4"], true),
    ] as [(String, [String: String], Bool)])
    func aFieldAppliesWhenItsConditionHoldsOfTheAnswers(condition: String, answers: [String: String], applies: Bool) throws {
        let spec = try FormSpec.decode(Array(#"{"fields": [{"id": "extra", "when": \#(condition)}]}"#.utf8))
        #expect(spec.fields[0].applies(reading: Answers(texts: answers)) == applies)
    }

    @Test func aTagChoosesTheVariantWithItsValue() throws {
        let spec = try FormSpec.decode(Array(#"""
            {"fields": [{"id": "payment", "title": "Payment", "type": "union", "tag": "method", "variants": [
              {"value": "card", "title": "Card", "fields": [{"id": "number"}]},
              {"value": "invoice", "titles": {"de": "Rechnung"}}]}]}
            """#.utf8))
        let payment = spec.fields[0]
        #expect(payment.variant(taggedBy: "card")?.fields?.map(\.id) == ["number"])
        #expect(payment.variant(taggedBy: "invoice")?.title(in: MessageLocale(language: "de")) == "Rechnung")
        #expect(payment.variant(taggedBy: "crypto") == nil)
        #expect(payment.tagField.id == "method")
        #expect(payment.tagField.choices == ["card", "invoice"])
        #expect(payment.tagField.title == "Payment")
    }
}
