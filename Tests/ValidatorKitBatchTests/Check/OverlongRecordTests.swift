import Foundation
import Testing
import ValidatorKit
import ValidatorKitBatch
import ValidatorKitTesting

/// A line or a row of CSV longer than the check's limit is answered `input.too_large` and read
/// past without being held; the records around it are judged and numbered as ever.
@Suite struct OverlongRecordTests {
    /// Lines of 3,000 bytes come with their neighbours in one read; lines of 300,000 bytes are
    /// longer than a read, and are let go of as they come.
    @Test(arguments: [(1, 3_000), (3, 3_000), (1, 300_000), (3, 300_000)])
    func aLineOverTheLimitIsTooLargeAndTheOthersAreJudged(jobs: Int, length: Int) throws {
        let input = "ab\n" + String(repeating: "x", count: length) + "\ncd\n" + String(repeating: "y", count: length - 500)
        let files = try DescriptorPair(input: Array(input.utf8))
        let check = BatchCheck(validator: try LengthValidator(minimum: 2), jobs: jobs, maximumRecordBytes: 1_000)
        #expect(try check.run(input: files.input, output: files.output) == false)
        #expect(try files.written() == """
            {"line":1,"validity":"valid","details":{}}
            {"line":2,"validity":"invalid","code":"input.too_large","message":"The body is larger than 1000 bytes","details":{}}
            {"line":3,"validity":"valid","details":{}}
            {"line":4,"validity":"invalid","code":"input.too_large","message":"The body is larger than 1000 bytes","details":{}}

            """)
    }

    @Test func aLineOfExactlyTheLimitIsJudged() throws {
        let files = try DescriptorPair(input: Array((String(repeating: "x", count: 1_000) + "\n").utf8))
        let check = BatchCheck(validator: try LengthValidator(minimum: 2), maximumRecordBytes: 1_000)
        #expect(try check.run(input: files.input, output: files.output))
        #expect(try files.written() == "{\"line\":1,\"validity\":\"valid\",\"details\":{}}\n")
    }

    @Test func theDefaultLimitIsOneMebibyte() {
        #expect(BatchCheck.defaultMaximumRecordBytes == 1_048_576)
    }

    @Test(arguments: [1_000, 100_000])
    func aRowOfCSVOverTheLimitKeepsTheLineNumbersOfTheRowsAfterIt(linePart: Int) throws {
        let registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
        let records = try FormSpec.decode(Array(#"{"fields": [{"id": "name"}, {"id": "note"}]}"#.utf8))
            .makeRecordValidator(registry: registry)
        // The second row's quoted note spans three lines of `linePart` bytes each.
        let note = String(repeating: "n", count: linePart) + "\n" + String(repeating: "o", count: linePart) + "\n"
            + String(repeating: "p", count: linePart)
        let input = "name,note\nAda,hi\nBob,\"\(note)\"\nEve,ok\n"
        let files = try DescriptorPair(input: Array(input.utf8))
        let check = RecordCheck(records: records, inputFormat: .csv, maximumRecordBytes: 1_000)
        #expect(try check.run(input: files.input, output: files.output) == false)
        #expect(try files.written() == """
            {"line":2,"validity":"valid","value":{"name":"Ada","note":"hi"}}
            {"line":3,"validity":"invalid","errors":[{"path":"$","pointer":"","code":"input.too_large","message":"The body is larger than 1000 bytes"}]}
            {"line":6,"validity":"valid","value":{"name":"Eve","note":"ok"}}

            """)
    }
}
