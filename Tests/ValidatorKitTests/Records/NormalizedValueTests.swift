import Testing
import ValidatorKit

/// A valid record's value: every present field typed, every text normalized by the first of its
/// validators that offers a normalizer, absent optional fields left out.
@Suite struct NormalizedValueTests {
    /// A test plugin that accepts any text and normalizes it as a compact identifier (no spaces,
    /// upper case), as the IBAN plugin does.
    private struct CompactPlugin: ValidatorPlugin, Validator, ValueNormalizer {
        var identifier: String { "compact" }
        var summary: String { "Accepts any text; its value has no spaces, in upper case" }
        var options: [OptionDescription] { [] }
        var failureCodes: [FailureCodeDescription] { [] }
        func make(_ options: ValidatorOptions) throws -> any Validator { self }
        func validate(_ text: String) -> Validity { .valid }
        func normalizedValue(of text: String) -> String {
            text.filter { $0 != " " }.uppercased()
        }
    }

    static let spec = #"""
        {"fields": [
          {"id": "iban", "validators": [{"plugin": "length", "options": {"min": 15}}, {"plugin": "compact"}]},
          {"id": "note"},
          {"id": "count", "type": "integer"},
          {"id": "accounts", "type": "list", "item": {"validators": [{"plugin": "compact"}]}},
          {"id": "owner", "type": "group", "fields": [{"id": "name"}, {"id": "vat", "validators": [{"plugin": "compact"}]}]}
        ]}
        """#

    @Test func theValueIsTypedAndNormalized() throws {
        let verdict = try recordValidator(Self.spec, plugins: [CompactPlugin()]).validate(json: #"""
            {"iban":"gb82 west 1234 5698 7654 32","note":"as typed ","count":3.0,"accounts":["de89 3704"],"owner":{"vat":"gb 123"}}
            """#)
        #expect(verdict.reported == [])
        #expect(verdict.value == [
            "iban": "GB82WEST12345698765432", "note": "as typed ", "count": 3, "accounts": ["DE893704"], "owner": ["vat": "GB123"],
        ])
    }

    @Test func anInvalidRecordHasNoValue() throws {
        let verdict = try recordValidator(Self.spec, plugins: [CompactPlugin()]).validate(json: #"{"iban":"gb82"}"#)
        #expect(verdict.value == nil)
        #expect(!verdict.isValid)
    }
}
