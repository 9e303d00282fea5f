import Testing
import ValidatorKit
import ValidatorKitBatch
import ValidatorKitTesting

/// A valid record's value is written with its members in the order of their keys, as a JSON
/// writer sorting keys writes it (Python's `json.dumps(sort_keys=True)`: capitals before small
/// letters, `ü` after `z`), whatever order the spec's fields and the line's members come in; a
/// coerced member is written as the value it stands for, a member no field names and the
/// member of a field that does not apply are left out.
@Suite struct RecordValueOrderTests {
    @Test func aValidRecordsMembersAreWrittenInTheOrderOfTheirKeys() throws {
        let registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
        let spec = #"""
            {"coerce": "strings", "fields": [{"id": "zeta"}, {"id": "über"}, {"id": "alpha", "type": "integer"},
             {"id": "Mid"}, {"id": "extra", "when": {"field": "zeta", "equals": "z"}},
             {"id": "group", "type": "group", "fields": [{"id": "y"}, {"id": "b", "type": "boolean"}]}]}
            """#
        let records = try FormSpec.decode(Array(spec.utf8)).makeRecordValidator(registry: registry)
        let input = #"""
            {"group":{"b":"true","y":"1"},"alpha":"42","other":1,"Mid":"m","über":"u","zeta":"a","extra":"e"}
            {"zeta":"z","extra":"e","alpha":7}

            """#
        let files = try DescriptorPair(input: Array(input.utf8))
        #expect(try RecordCheck(records: records).run(input: files.input, output: files.output) == true)
        #expect(try files.written() == #"""
            {"line":1,"validity":"valid","value":{"Mid":"m","alpha":42,"group":{"b":true,"y":"1"},"zeta":"a","über":"u"}}
            {"line":2,"validity":"valid","value":{"alpha":7,"extra":"e","zeta":"z"}}

            """#)
        let verdict = records.validate(["zeta": "z", "extra": "e", "alpha": "7", "other": 1])
        #expect(verdict.value == ["alpha": 7, "extra": "e", "zeta": "z"])
    }
}
