import Foundation
import Testing
import ValidatorKit

/// The record reader against Foundation's `JSONSerialization`, an independent JSON reader: the
/// same objects come out of the same lines, and what one refuses the other refuses.
@Suite struct JSONRecordReaderTests {
    static let acceptedLines = [
        #"{}"#,
        #" { "card" : "4242 4242 4242 4242" , "cvc":"123" } "#,
        #"{"name":"Zo\u00eb","emoji":"\ud83d\ude00","escapes":"\"\\\/\b\f\n\r\t"}"#,
        #"{"nested":{"list":[1,-0.5,2e3,-1E-2,0,true,false,null,[],{}]},"text":"é 😀 李"}"#,
        // Text beyond ASCII before, between and after escapes: each run of a string read apart.
        #"{"a":"é\n李\u00e9😀\t","b":"x\"é","c":"\\ü"}"#,
        // RFC 8259's example object, section 13.
        #"{"Image":{"Width":800,"Height":600,"Title":"View from 15th Floor","Thumbnail":{"Url":"http://www.example.com/image/481989943","Height":125,"Width":100},"Animated":false,"IDs":[116,943,234,38793]}}"#,
    ]

    @Test(arguments: acceptedLines)
    func anObjectReadsAsFoundationReadsIt(line: String) throws {
        let ours = try JSONValue.record(from: line.utf8)
        let reference = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        #expect(Self.numbersForTruths(.object(ours)) == Self.value(reference))
    }

    /// A host that decodes records through `Codable` (a web framework's body decoding) gets the
    /// same values as the reader.
    @Test(arguments: acceptedLines)
    func decodingThroughCodableGivesTheSameRecord(line: String) throws {
        let decoded = try JSONDecoder().decode([String: JSONValue].self, from: Data(line.utf8))
        #expect(decoded == (try JSONValue.record(from: line.utf8)))
    }

    static let refusedLines: [(String, String)] = [
        ("", "Not a JSON object: expected '{' to open the object at byte 0"),
        ("[1,2]", "Not a JSON object: expected '{' to open the object at byte 0"),
        (#""a string""#, "Not a JSON object: expected '{' to open the object at byte 0"),
        (#"{"a" 1}"#, "Not a JSON object: expected ':' after a key at byte 5"),
        (#"{"a":01}"#, "Not a JSON object: expected ',' or '}' after a member at byte 6"),
        (#"{"a":.5}"#, "Not a JSON object: expected a value (a string, number, object, array, true, false or null) at byte 5"),
        (#"{"a":1} x"#, "Not a JSON object: expected nothing after the object at byte 8"),
        ("{\"a\":\"tab\u{9}inside\"}", "Not a JSON object: expected an escape such as \\n instead of a control character in a string at byte 9"),
        (#"{"a":"\x"}"#, "Not a JSON object: expected an escape such as \\n, \\\" or \\u00e9 at byte 6"),
        (#"{"a":"open"#, "Not a JSON object: expected a closing '\"' at byte 10"),
        (#"{"a":tru}"#, "Not a JSON object: expected a value (a string, number, object, array, true, false or null) at byte 5"),
        (#"{"a":[1 2]}"#, "Not a JSON object: expected ',' or ']' after an element at byte 8"),
        (#"{"a":1e}"#, "Not a JSON object: expected a number such as 12, -0.5 or 1e3 at byte 7"),
    ]

    @Test(arguments: refusedLines)
    func aLineThatIsNotAnObjectIsRefusedSayingWhereAndWhat(line: String, message: String) {
        #expect(throws: (any Error).self, "Foundation accepts \(line) as an object") {
            guard try JSONSerialization.jsonObject(with: Data(line.utf8)) is [String: Any] else { throw CocoaError(.coderInvalidValue) }
        }
        #expect { try JSONValue.record(from: line.utf8) } throws: { error in
            (error as? JSONRecordError)?.description == message
        }
    }

    /// RFC 8259 has no trailing commas; Foundation's reader lets this one through.
    @Test func aTrailingCommaIsRefused() {
        #expect { try JSONValue.record(from: #"{"a":1,}"#.utf8) } throws: { error in
            (error as? JSONRecordError)?.description == "Not a JSON object: expected a key in double quotes at byte 7"
        }
    }

    @Test func invalidUTF8InAStringIsAnEncodingError() throws {
        let bytes: [UInt8] = Array(#"{"a":""#.utf8) + [0xC3, 0x28] + Array(#""}"#.utf8)
        #expect { try JSONValue.record(from: bytes) } throws: { error in
            (error as? JSONRecordError)?.code == .encoding && (error as? JSONRecordError)?.offset == 6
        }
    }

    /// A run after an escape is checked on its own: the error names the run's first byte.
    @Test func invalidUTF8AfterAnEscapeIsAnEncodingError() throws {
        let bytes: [UInt8] = Array(#"{"a":"x\n"#.utf8) + [0x80] + Array(#"y"}"#.utf8)
        #expect(throws: (any Error).self) { try JSONSerialization.jsonObject(with: Data(bytes)) }
        #expect { try JSONValue.record(from: bytes) } throws: { error in
            (error as? JSONRecordError)?.code == .encoding && (error as? JSONRecordError)?.offset == 9
        }
    }

    @Test func nestingDeeperThanTheLimitIsRefusedWithoutExhaustingTheStack() {
        let deep = #"{"a":"# + String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000) + "}"
        #expect { try JSONValue.record(from: deep.utf8) } throws: { error in
            (error as? JSONRecordError)?.code == .tooDeep
        }
    }

    /// Foundation's reading, as the same enum (a whole number as an integer); its truth values
    /// are numbers (1 and 0) as `NSNumber` holds them.
    static func value(_ any: Any) -> JSONValue {
        switch any {
        case let dictionary as [String: Any]: .object(dictionary.mapValues(value))
        case let array as [Any]: .array(array.map(value))
        case let text as String: .string(text)
        case is NSNull: .null
        case let number as NSNumber: JSONNumber(number.doubleValue).map(JSONValue.init) ?? .null
        default: .string("unexpected \(type(of: any))")
        }
    }

    /// `value` with every truth value as the number Foundation gives it.
    static func numbersForTruths(_ value: JSONValue) -> JSONValue {
        switch value {
        case .boolean(let truth): .integer(truth ? 1 : 0)
        case .object(let members): .object(members.mapValues(numbersForTruths))
        case .array(let elements): .array(elements.map(numbersForTruths))
        default: value
        }
    }
}
