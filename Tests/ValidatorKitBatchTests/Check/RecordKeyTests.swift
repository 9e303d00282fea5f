import Testing
import ValidatorKit
import ValidatorKitBatch
import ValidatorKitTesting

/// A record's keys are read as RFC 8259 (section 7) reads a string: `"c\u0061rd"` is the name
/// `card`. The check reads a key naming a field of the spec as that field's name, so a name
/// written with an escape must name the same field, and count as the same key when the object
/// gives it twice.
@Suite struct RecordKeyTests {
    @Test func aNameWrittenWithEscapesIsTheFieldAndGivenTwiceIsRefused() throws {
        let registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
        let spec = #"""
            {"extraMembers": "refuse", "fields": [{"id": "name"}, {"id": "card"},
             {"id": "address", "type": "group", "fields": [{"id": "street"}]}]}
            """#
        let records = try FormSpec.decode(Array(spec.utf8)).makeRecordValidator(registry: registry)
        let input = #"""
            {"n\u0061me":"Ada","c\u0061rd":"4242","address":{"stre\u0065t":"Baker Street"}}
            {"card":"1","c\u0061rd":"2"}
            {"card":"1","card":"2"}
            {"address":{"street":"a","stre\u0065t":"b"}}
            {"car":"1","cards":"2"}

            """#
        let files = try DescriptorPair(input: Array(input.utf8))
        #expect(try RecordCheck(records: records).run(input: files.input, output: files.output) == false)
        #expect(try files.written() == #"""
            {"line":1,"validity":"valid","value":{"address":{"street":"Baker Street"},"card":"4242","name":"Ada"}}
            {"line":2,"validity":"invalid","errors":[{"path":"$","pointer":"","code":"input.json","message":"Not a JSON object: expected each key once in an object, and 'card' is given again at byte 12 (in $)"}]}
            {"line":3,"validity":"invalid","errors":[{"path":"$","pointer":"","code":"input.json","message":"Not a JSON object: expected each key once in an object, and 'card' is given again at byte 12 (in $)"}]}
            {"line":4,"validity":"invalid","errors":[{"path":"$","pointer":"","code":"input.json","message":"Not a JSON object: expected each key once in an object, and 'street' is given again at byte 25 (in $.address)"}]}
            {"line":5,"validity":"invalid","errors":[{"path":"$.car","pointer":"/car","code":"input.unknown_member","message":"'car' is not a field of this form"},{"path":"$.cards","pointer":"/cards","code":"input.unknown_member","message":"'cards' is not a field of this form"}]}

            """#)
    }

    /// The reader matches first the key a record most likely has next (the field after the last
    /// one read), by its bytes and the closing quote: a key that only begins like it, one that
    /// goes on past it, one written with an escaped quote, keys in another order and the last key
    /// of a short record are each read as what they spell.
    @Test func theKeyExpectedNextIsMatchedOnlyWhenItIsSpelledWhole() throws {
        let registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
        let spec = #"{"extraMembers": "refuse", "fields": [{"id": "name"}, {"id": "card"}]}"#
        let records = try FormSpec.decode(Array(spec.utf8)).makeRecordValidator(registry: registry)
        let input = #"""
            {"nam":"Ada","names":"Ada","name\"":"x","name":"Ada","card":"4242"}
            {"card":"4242","name":"Ada"}
            {"name":"A","card":"1"}
            {"name":"A","cards":"1"}

            """#
        let files = try DescriptorPair(input: Array(input.utf8))
        #expect(try RecordCheck(records: records).run(input: files.input, output: files.output) == false)
        #expect(try files.written() == #"""
            {"line":1,"validity":"invalid","errors":[{"path":"$.nam","pointer":"/nam","code":"input.unknown_member","message":"'nam' is not a field of this form"},{"path":"$[\"name\\\"\"]","pointer":"/name\"","code":"input.unknown_member","message":"'name\"' is not a field of this form"},{"path":"$.names","pointer":"/names","code":"input.unknown_member","message":"'names' is not a field of this form"}]}
            {"line":2,"validity":"valid","value":{"card":"4242","name":"Ada"}}
            {"line":3,"validity":"valid","value":{"card":"1","name":"A"}}
            {"line":4,"validity":"invalid","errors":[{"path":"$.cards","pointer":"/cards","code":"input.unknown_member","message":"'cards' is not a field of this form"}]}

            """#)
    }
}
