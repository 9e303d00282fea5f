import Foundation
import Testing

/// Random records, right and wrong, for a spec of every field type (groups, lists of texts and
/// of groups, integers, numbers, booleans, choices), strict and coercing strings, refusing and
/// ignoring extra members: every record python-jsonschema refuses by the printed record schema,
/// `check --spec` refuses too.
@Suite struct NestedRecordSchemaAgreementTests {
    /// A spec using every field type, with `extraMembers` and `coerce` as given.
    static func spec(extraMembers: String, coerce: String?) -> String {
        let coercion = coerce.map { #""coerce": "\#($0)", "# } ?? ""
        return #"""
            {"extraMembers": "\#(extraMembers)", \#(coercion)"fields": [
              {"id": "name", "title": "Name", "required": true,
               "validators": [{"plugin": "length", "options": {"min": 2, "max": 40}}]},
              {"id": "age", "title": "Age", "type": "integer", "required": true,
               "validators": [{"plugin": "range", "options": {"min": 0, "max": 150}}]},
              {"id": "height", "type": "number", "validators": [{"plugin": "range", "options": {"min": -500, "max": 900.5}}]},
              {"id": "newsletter", "type": "boolean"},
              {"id": "plan", "type": "choice", "choices": ["free", "pro", "team"], "required": true},
              {"id": "address", "title": "Address", "type": "group", "required": true, "fields": [
                {"id": "street", "required": true},
                {"id": "city", "validators": [{"plugin": "charset", "options": {"allowed": "letters"}}]},
                {"id": "zip", "validators": [{"plugin": "regex", "options": {"preset": "us-zip"}}]}]},
              {"id": "phones", "type": "list", "minItems": 1, "maxItems": 3,
               "item": {"validators": [{"plugin": "phone", "options": {"region": "GB"}}]}},
              {"id": "contacts", "type": "list", "maxItems": 2, "item": {"type": "group", "fields": [
                {"id": "email", "required": true, "validators": [{"plugin": "regex", "options": {"preset": "email"}}]},
                {"id": "primary", "type": "boolean"}]}},
              {"id": "tags", "type": "list",
               "item": {"required": true, "validators": [{"plugin": "regex", "options": {"pattern": "[a-z]+(-[a-z]+)*", "flags": "i"}}]}}
            ]}
            """#
    }

    /// Texts the validators accept (and a few they refuse), by field path; the items of lists
    /// are all accepted, since one wrong item is enough to refuse a record.
    static let samples: [String: [String]] = [
        "name": ["Ada Lovelace", "Zoë", "李小龍"],
        "address.street": ["1 Main Street", "Hauptstraße 5"],
        "address.city": ["Springfield", "Zürich", "東京", "New York"],
        "address.zip": ["12345", "12345-6789", "1234"],
        // Ofcom's numbers for drama (020 7946 0xxx, 07700 900xxx), valid in libphonenumber.
        "phones[]": ["020 7946 0018", "+44 7700 900123", "07700 900456"],
        "contacts[].email": ["ada@example.com", "bob.smith+tag@mail.example.org"],
        "tags[]": ["swift", "Open-Source", "KELVIN", "\u{212A}elvin", "ſwift"],
    ]

    @Test(arguments: [("refuse", nil), ("ignore", "strings"), ("refuse", "strings"), ("ignore", nil)] as [(String, String?)])
    func everyNestedRecordTheSchemaRefusesIsRefused(extraMembers: String, coerce: String?) throws {
        let agreement = try RecordSchemaAgreement(
            spec: Self.spec(extraMembers: extraMembers, coerce: coerce), seed: 20_261_127, count: 4000, samples: Self.samples)
        agreement.expectAgreement(leastAccepted: 30)
    }
}
