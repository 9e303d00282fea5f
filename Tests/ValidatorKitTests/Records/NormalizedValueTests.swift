import Synchronization
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

    /// How many times a text was read.
    private final class Readings: Sendable {
        let count = Mutex(0)
    }

    /// A test plugin whose verdict and normalized value come from one reading of the text (as
    /// a phone number's parse), counting the readings: it accepts texts of three characters or
    /// more and stores them in upper case.
    private struct OnePassPlugin: ValidatorPlugin, Validator, ValueNormalizer {
        let readings: Readings
        var identifier: String { "one-pass" }
        var summary: String { "Accepts three characters or more; its value is in upper case" }
        var options: [OptionDescription] { [] }
        var failureCodes: [FailureCodeDescription] { [] }
        func make(_ options: ValidatorOptions) throws -> any Validator { self }
        func validate(_ text: String) -> Validity { read(text).validity }
        func normalizedValue(of text: String) -> String { read(text).normalized ?? text }
        func concludeWithNormalizedValue(_ text: String, reading values: any FormValues) -> (validity: Validity, normalized: String?) {
            read(text)
        }
        private func read(_ text: String) -> (validity: Validity, normalized: String?) {
            readings.count.withLock { $0 += 1 }
            return text.count >= 3 ? (.valid, text.uppercased()) : (.incomplete, nil)
        }
    }

    static let onePassSpec = #"""
        {"fields": [{"id": "code", "validators": [{"plugin": "length", "options": {"max": 5}}, {"plugin": "one-pass"}]}]}
        """#

    @Test func aTextIsJudgedAndNormalizedFromOneReading() throws {
        let readings = Readings()
        let records = try recordValidator(Self.onePassSpec, plugins: [OnePassPlugin(readings: readings)])
        let verdict = try records.validate(json: #"{"code":"ab c"}"#)
        #expect(verdict.reported == [])
        #expect(verdict.value == ["code": "AB C"])
        #expect(readings.count.withLock { $0 } == 1)
    }

    /// Refused by the length validator before it, the text is not read; refused by the
    /// normalizing validator itself, it is read once and stored nowhere.
    @Test func aRefusedTextIsNotNormalized() throws {
        let readings = Readings()
        let records = try recordValidator(Self.onePassSpec, plugins: [OnePassPlugin(readings: readings)])
        #expect(try records.validate(json: #"{"code":"abcdef"}"#).value == nil)
        #expect(readings.count.withLock { $0 } == 0)
        #expect(try records.validate(json: #"{"code":"ab"}"#).value == nil)
        #expect(readings.count.withLock { $0 } == 1)
    }

    @Test func anInvalidRecordHasNoValue() throws {
        let verdict = try recordValidator(Self.spec, plugins: [CompactPlugin()]).validate(json: #"{"iban":"gb82"}"#)
        #expect(verdict.value == nil)
        #expect(!verdict.isValid)
    }
}
