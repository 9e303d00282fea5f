import Testing
import ValidatorKit
import ValidatorKitBatch
import ValidatorKitTesting

/// A worker of `check --spec` reads each record into the slots of the last valid one, emptied:
/// a record must still hold only its own members, whatever the one before it held (extra
/// members, a member it lacks, another order of keys), on one thread and on two.
@Suite struct RecordSlotReuseTests {
    static let input = #"""
        {"name":"Ada","card":"4242","note":"kept?","zz":[1]}
        {}
        {"card":"5555"}
        {"card":"4242","name":"Bob"}
        {"name":"Cy"}
        {"name":"Ada","card":"4242"}
        {"card":"1","name":"Di","card":"2"}
        {"name":"Ed","card":"3"}

        """#

    static let expected = #"""
        {"line":1,"validity":"valid","value":{"card":"4242","name":"Ada"}}
        {"line":2,"validity":"invalid","errors":[{"path":"$.name","pointer":"/name","code":"required.missing","message":"name is required"},{"path":"$.card","pointer":"/card","code":"required.missing","message":"card is required"}]}
        {"line":3,"validity":"invalid","errors":[{"path":"$.name","pointer":"/name","code":"required.missing","message":"name is required"}]}
        {"line":4,"validity":"valid","value":{"card":"4242","name":"Bob"}}
        {"line":5,"validity":"invalid","errors":[{"path":"$.card","pointer":"/card","code":"required.missing","message":"card is required"}]}
        {"line":6,"validity":"valid","value":{"card":"4242","name":"Ada"}}
        {"line":7,"validity":"invalid","errors":[{"path":"$","pointer":"","code":"input.json","message":"Not a JSON object: expected each key once in an object, and 'card' is given again at byte 24 (in $)"}]}
        {"line":8,"validity":"valid","value":{"card":"3","name":"Ed"}}

        """#

    @Test(arguments: [1, 2]) func aRecordHoldsOnlyItsOwnMembers(jobs: Int) throws {
        let registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
        let spec = #"{"fields": [{"id": "name", "required": true}, {"id": "card", "required": true}]}"#
        let records = try FormSpec.decode(Array(spec.utf8)).makeRecordValidator(registry: registry)
        let files = try DescriptorPair(input: Array(Self.input.utf8))
        #expect(try RecordCheck(records: records, jobs: jobs).run(input: files.input, output: files.output) == false)
        #expect(try files.written() == Self.expected)
    }
}
