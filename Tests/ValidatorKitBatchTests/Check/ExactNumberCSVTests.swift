import Testing
import ValidatorKit
import ValidatorKitBatch
import ValidatorKitTesting

/// A CSV cell standing for a number is judged from its exact text, as a JSON record's number is
/// (`ExactNumberTests` in the core's tests holds the rules against Python's `decimal`), and a
/// valid record is written back digit for digit.
@Suite struct ExactNumberCSVTests {
    @Test func aCellIsJudgedAndWrittenExactly() throws {
        let registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
        let spec = #"""
            {"coerce": "strings", "fields": [
              {"id": "count", "type": "integer"},
              {"id": "ratio", "type": "number", "validators": [{"plugin": "range", "options": {"max": 2.8}}]}
            ]}
            """#
        let records = try FormSpec.decode(Array(spec.utf8)).makeRecordValidator(registry: registry)
        let huge = "1" + String(repeating: "0", count: 399)
        let input = "count,ratio\n3,2.8000000000000000001\n3,2.7999999999999999999\n\(huge),1\n"
        let files = try DescriptorPair(input: Array(input.utf8))
        #expect(try RecordCheck(records: records, inputFormat: .csv).run(input: files.input, output: files.output) == false)
        #expect(try files.written() == """
            {"line":2,"validity":"invalid","errors":[{"path":"$.ratio","pointer":"/ratio","code":"range.too_large","message":"Must be at most 2.8"}]}
            {"line":3,"validity":"valid","value":{"count":3,"ratio":2.7999999999999999999}}
            {"line":4,"validity":"invalid","errors":[{"path":"$.count","pointer":"/count","code":"range.too_large","message":"Must be at most 9223372036854775807"}]}

            """)
    }
}
