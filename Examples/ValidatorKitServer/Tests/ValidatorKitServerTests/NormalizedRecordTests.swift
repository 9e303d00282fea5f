import Testing
import ValidatorKit
import ValidatorKitServer

/// A valid record is answered `201` with ``RecordVerdict/value``: each text as its validators
/// normalize it, members no field names left out.
@Suite struct NormalizedRecordTests {
    /// Accepts any text and stands for its upper case, as an IBAN plugin would.
    private struct UpperCasePlugin: ValidatorPlugin, Validator, ValueNormalizer {
        var identifier: String { "upper" }
        var summary: String { "Accepts any text; its value is its upper case" }
        var options: [OptionDescription] { [] }
        var failureCodes: [FailureCodeDescription] { [] }
        func make(_ options: ValidatorOptions) throws -> any Validator { self }
        func validate(_ text: String) -> Validity { .valid }
        func normalizedValue(of text: String) -> String { text.uppercased() }
    }

    @Test func theAnswerIsTheNormalizedRecord() async throws {
        let registry = ValidatorRegistry()
        try registry.register(UpperCasePlugin())
        let spec = try FormSpec.decode(Array(#"""
            {"fields": [{"id": "iban", "required": true, "validators": [{"plugin": "upper"}]}, {"id": "note"}]}
            """#.utf8))
        let form = try ServedForm(name: "transfer", spec: spec, registry: registry)
        let service = ValidationService(catalog: FormCatalog(forms: [form], registry: registry))
        let answer = await service.answer(
            form: "transfer", contentType: "application/json", body: Array(#"{"iban":"de89 3704","unknown":1}"#.utf8))
        #expect(answer.status == .created)
        // What the record validator says the record stands for, the unknown member left out (the
        // upper case once the field's chain offers its validators' normalizer).
        let verdict = await form.records.submit(["iban": "de89 3704", "unknown": 1], checkingWithin: .seconds(5))
        #expect(answer.content == .record(try #require(verdict.value)))
        guard case .record(.object(let members)) = answer.content else { return }
        #expect(Array(members.keys) == ["iban"])
    }
}
