import Foundation
import Testing

/// Random records, right and wrong, for specs with conditional fields (`when`, exported as
/// `if`/`then`/`else`) and unions (`oneOf` of variants with `const` tags), at the root, in groups
/// and in list items, strict and coercing strings, refusing and ignoring extra members: every
/// record python-jsonschema refuses by the printed record schema, `check --spec` refuses too,
/// and the valid examples pass the schema.
@Suite struct ConditionalRecordSchemaAgreementTests {
    /// An expiry month two years ahead, which the card-expiry plugin accepts whatever today is.
    static let expiry = RecordSchemaAgreementTests.expiry

    @Test func everyCheckoutRecordTheSchemaRefusesIsRefused() throws {
        let agreement = try RecordSchemaAgreement(
            specPath: "Examples/Specs/checkout.json", seed: 20_261_128, count: 4000,
            samples: [
                "state": ["NY", "CA", "ny"],
                "vat": ["DE123456789", "FRXX123456789", "NL123456789B01", "DE1"],
                // Stripe's published test cards: Visa, American Express.
                "payment.number": ["4242424242424242", "378282246310005"],
                "payment.expiry": [Self.expiry],
                "payment.securityCode": ["123", "1234"],
                "payment.iban": ["GB82WEST12345698765432", "DE89370400440532013000"],
                "payment.reference": ["PO-1234"],
            ])
        #expect(agreement.broken.isEmpty, "refused by the schema, accepted by check --spec: \(agreement.broken.prefix(5).map(\.record))")
        #expect(agreement.validatorAccepted >= 100, "too few accepted records to tell anything: \(agreement.validatorAccepted)")
        #expect(agreement.schemaRefused >= 300, "too few refused records to tell anything: \(agreement.schemaRefused)")
    }

    /// Conditions reading their own object, the root from inside an object, a field that has a
    /// condition of its own, a boolean and an integer; a union at the root and in list items.
    static func spec(extraMembers: String, coerce: String?) -> String {
        let coercion = coerce.map { #""coerce": "\#($0)", "# } ?? ""
        return #"""
            {"extraMembers": "\#(extraMembers)", \#(coercion)"fields": [
              {"id": "kind", "type": "choice", "choices": ["person", "company"], "required": true},
              {"id": "company", "required": true, "when": {"field": "kind", "equals": "company"}},
              {"id": "vat", "when": {"field": "company", "filled": true},
               "validators": [{"plugin": "length", "options": {"min": 4}}]},
              {"id": "newsletter", "type": "boolean"},
              {"id": "topics", "type": "integer", "required": true, "when": {"field": "newsletter", "equals": true},
               "validators": [{"plugin": "range", "options": {"min": 1, "max": 5}}]},
              {"id": "seats", "type": "integer", "when": {"field": "newsletter", "filled": false}},
              {"id": "address", "type": "group", "fields": [
                {"id": "country", "type": "choice", "choices": ["US", "GB"], "required": true},
                {"id": "state", "required": true, "when": {"field": "country", "in": ["US"]}},
                {"id": "department", "when": {"field": "kind", "equals": "company"}}]},
              {"id": "contacts", "type": "list", "maxItems": 3, "item": {"type": "union", "tag": "channel", "variants": [
                {"value": "email", "fields": [{"id": "address", "required": true,
                  "validators": [{"plugin": "regex", "options": {"preset": "email"}}]}]},
                {"value": "phone", "fields": [{"id": "number", "required": true},
                  {"id": "extension", "when": {"field": "number", "filled": true}, "validators": [{"plugin": "charset", "options": {"allowed": "digits"}}]}]},
                {"value": "post"}]}},
              {"id": "payment", "type": "union", "tag": "method", "required": true, "variants": [
                {"value": "card", "fields": [{"id": "number", "required": true, "validators": [{"plugin": "card"}]},
                                              {"id": "holder", "when": {"field": "method", "equals": "card"}}]},
                {"value": "bank", "fields": [{"id": "iban", "required": true}]}]}
            ]}
            """#
    }

    static let samples: [String: [String]] = [
        "company": ["ACME Ltd", "Zoë GmbH"],
        "vat": ["DE123456789", "GB1"],
        "address.state": ["NY", "CA"],
        "address.department": ["Sales"],
        "contacts[].address": ["ada@example.com", "not an address"],
        "contacts[].number": ["020 7946 0018"],
        "contacts[].extension": ["12", "x1"],
        "payment.number": ["4242424242424242", "4242424242424241"],
        "payment.holder": ["Ada Lovelace"],
        "payment.iban": ["GB82WEST12345698765432"],
    ]

    @Test(arguments: [("refuse", nil), ("ignore", "strings"), ("refuse", "strings"), ("ignore", nil)] as [(String, String?)])
    func everyConditionalRecordTheSchemaRefusesIsRefused(extraMembers: String, coerce: String?) throws {
        let specFile = FileManager.default.temporaryDirectory.appendingPathComponent("conditional-spec-\(UUID()).json")
        try Self.spec(extraMembers: extraMembers, coerce: coerce).write(to: specFile, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: specFile) }
        let agreement = try RecordSchemaAgreement(specPath: specFile.path, seed: 20_261_129, count: 4000, samples: Self.samples)
        #expect(agreement.broken.isEmpty, "refused by the schema, accepted by check --spec: \(agreement.broken.prefix(5).map(\.record))")
        #expect(agreement.validatorAccepted >= 30, "too few accepted records to tell anything: \(agreement.validatorAccepted)")
        #expect(agreement.schemaRefused >= 300, "too few refused records to tell anything: \(agreement.schemaRefused)")
    }

    /// The records of the README and of `CheckoutSpecCommandTests` that `check --spec` accepts
    /// pass the schema; the unknown method does not.
    @Test func theValidCheckoutExamplesPassTheSchema() throws {
        let examples = [
            #"{"country":"GB","payment":{"method":"invoice"}}"#,
            #"{"country":"US","state":"NY","payment":{"method":"invoice","reference":"PO-1234"}}"#,
            #"{"country":"DE","vat":"DE123456789","payment":{"method":"bank","iban":"GB82WEST12345698765432"}}"#,
            #"{"country":"FR","payment":{"method":"card","number":"4242424242424242","expiry":"\#(Self.expiry)","securityCode":"123"}}"#,
            #"{"payment":{"method":"crypto"}}"#,
        ]
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("checkout-examples-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let schema = try DemoProcess.run(["schema", "--spec", "Examples/Specs/checkout.json"])
        try #require(schema.status == 0, "schema --spec: \(schema.standardError)")
        let schemaPath = folder.appendingPathComponent("schema.json")
        let recordsPath = folder.appendingPathComponent("records.jsonl")
        try schema.standardOutput.write(to: schemaPath, atomically: true, encoding: .utf8)
        try (examples.joined(separator: "\n") + "\n").write(to: recordsPath, atomically: true, encoding: .utf8)
        let checked = try DemoProcess.run(["check", "--spec", "Examples/Specs/checkout.json"], input: examples.joined(separator: "\n") + "\n")
        let accepted = checked.outputLines.map { $0.contains(#""validity":"valid""#) }
        #expect(accepted == [true, true, true, true, false])
        guard FileManager.default.isExecutableFile(atPath: RecordSchemaAgreement.python) else {
            Issue.record("The record schema is checked with Debian's Python: apt-get install python3 python3-jsonschema")
            return
        }
        #expect(try RecordSchemaAgreement.schemaVerdicts(schema: schemaPath, records: recordsPath) == [true, true, true, true, false])
    }
}
