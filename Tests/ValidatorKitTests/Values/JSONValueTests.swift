import Foundation
import Testing
import ValidatorKit

/// The one value type: literals, JSON in and out, numbers, and how a value reads in a message.
@Suite struct JSONValueTests {
    @Test func literalsMakeTheMatchingCases() {
        let value: JSONValue = ["name": "Zoë", "size": 3, "ratio": 0.5, "whole": 2.0, "on": true, "list": [1, "a"], "none": .null]
        #expect(value == .object([
            "name": .string("Zoë"), "size": .integer(3), "ratio": .number(0.5), "whole": .integer(2), "on": .boolean(true),
            "list": .array([.integer(1), .string("a")]), "none": .null,
        ]))
    }

    /// JSON does not tell `8` from `8.0`; both read as the integer 8, through `Codable` and
    /// through the record reader alike.
    @Test(arguments: [
        (#"{"n":8}"#, JSONValue.integer(8)), (#"{"n":8.0}"#, .integer(8)), (#"{"n":8e0}"#, .integer(8)),
        (#"{"n":-0}"#, .integer(0)), (#"{"n":8.5}"#, .number(8.5)),
        (#"{"n":9223372036854775807}"#, .integer(Int.max)),
    ])
    func aWholeNumberReadsAsAnInteger(json: String, expected: JSONValue) throws {
        #expect(try JSONValue.record(from: json.utf8)["n"] == expected)
        #expect(try JSONDecoder().decode([String: JSONValue].self, from: Data(json.utf8))["n"] == expected)
    }

    @Test func encodingAndDecodingGiveTheSameValueBack() throws {
        let value: JSONValue = ["a": [1, 2.5, "x", true, .null], "b": ["c": "d"]]
        let encoded = try JSONEncoder().encode(value)
        #expect(try JSONDecoder().decode(JSONValue.self, from: encoded) == value)
    }

    @Test(arguments: [
        (JSONValue.string("abc"), "abc"), (.integer(42), "42"), (.number(2.5), "2.5"), (.boolean(true), "true"),
        (.null, "null"), (.array([13, "a\"b"]), #"[13,"a\"b"]"#), (.object(["b": 1, "a": [true]]), #"{"a":[true],"b":1}"#),
    ])
    func aValueReadsAsAPersonTypesIt(value: JSONValue, text: String) {
        #expect(value.description == text)
    }

    @Test func anIntegerChoosesThePluralFormOfAMessage() {
        #expect(ValidationFailure(code: .lengthTooShort, arguments: ["minimum": 1]).message(in: .english) == "Must be at least 1 character")
        #expect(ValidationFailure(code: .lengthTooShort, arguments: ["minimum": 8]).message(in: .english) == "Must be at least 8 characters")
    }
}
