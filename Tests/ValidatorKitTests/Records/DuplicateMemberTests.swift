import Testing
import ValidatorKit

/// RFC 8259 (section 4) says the names within an object SHOULD be unique and that readers of an
/// object with a name twice disagree on what it holds; a record with a key twice is refused, so
/// the validator and the application behind it cannot read different values.
@Suite struct DuplicateMemberTests {
    @Test(arguments: [
        (#"{"card":"4242424242424242","card":"1"}"#, 27, "$"),
        (#"{"address":{"street":"a","city":"b","street":"c"}}"#, 36, "$.address"),
        (#"{"phones":[{"n":"1"},{"n":"2","n":"3"}]}"#, 30, "$.phones[1]"),
    ])
    func aKeyGivenTwiceIsRefusedNamingItWhereItRepeats(line: String, offset: Int, path: String) throws {
        let error = try #require(throws: JSONRecordError.self) { try JSONValue.record(from: line.utf8) }
        #expect(error.code == .duplicateMember)
        #expect(error.offset == offset)
        #expect(error.path == path)
        let key = line.utf8.dropFirst(offset + 1).prefix { $0 != UInt8(ascii: "\"") }
        #expect(error.description == "Not a JSON object: expected each key once in an object, and '\(String(decoding: key, as: UTF8.self))' is given again at byte \(offset) (in \(path))")
    }

    @Test func theSameKeyInDifferentObjectsIsFine() throws {
        let record = try JSONValue.record(from: #"{"n":"1","a":{"n":"2"},"b":[{"n":"3"},{"n":"4"}]}"#.utf8)
        #expect(record["n"] == "1")
    }
}
