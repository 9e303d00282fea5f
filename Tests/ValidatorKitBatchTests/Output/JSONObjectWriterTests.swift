import Foundation
import Testing
import ValidatorKit
import ValidatorKitBatch

@Suite struct JSONObjectWriterTests {
    /// The bytes `body` appends to a fresh buffer, as text.
    func written(_ body: (inout OutputBuffer) -> Void) -> String {
        var output = OutputBuffer()
        body(&output)
        return output.withBytes { String(decoding: $0, as: UTF8.self) }
    }

    @Test func membersComeInTheOrderWrittenSeparatedByCommas() {
        let text = written { output in
            output.appendJSONLine { object in
                object.write("line", integer: 2)
                object.write("validity", string: "invalid")
                object.write("code", string: nil)
                object.write("secure", boolean: true)
                object.write("sections", integers: [4, 6, 5])
                object.write("plugins", strings: ["regex", "length"])
            }
        }
        #expect(text == #"{"line":2,"validity":"invalid","code":null,"secure":true,"sections":[4,6,5],"plugins":["regex","length"]}"# + "\n")
    }

    @Test func anEmptyObjectAndEmptyListsAreWrittenWhole() {
        let text = written { output in
            output.appendJSONObject { object in
                object.write("sections", integers: [])
                object.write("plugins", strings: [])
                object.write("details", details: [:])
                object.writeObjects("fields", [Int]()) { _, _ in }
                object.writeObject("inner") { _ in }
            }
        }
        #expect(text == #"{"sections":[],"plugins":[],"details":{},"fields":[],"inner":{}}"#)
    }

    @Test func nestedObjectsKeepTheirOwnCommas() {
        let text = written { output in
            output.appendJSONObject { object in
                object.write("event", string: "form")
                object.writeObjects("fields", ["a", "b"]) { field, name in
                    field.write("field", string: name)
                    field.write("note", string: nil)
                }
                object.writeObject("inner") { inner in
                    inner.write("x", integer: -1)
                }
                object.write("after", boolean: false)
            }
        }
        #expect(text == #"{"event":"form","fields":[{"field":"a","note":null},{"field":"b","note":null}],"inner":{"x":-1},"after":false}"#)
    }

    @Test(arguments: [
        ("plain", #""plain""#),
        ("quote \" and backslash \\", #""quote \" and backslash \\""#),
        ("line\nreturn\rtab\t", #""line\nreturn\rtab\t""#),
        ("\u{0}\u{1B}\u{1F}\u{7F}", #""\u0000\u001b\u001f\u007f""#),
        ("café 😀 \u{85} \u{2028}", "\"café 😀 \u{85} \u{2028}\""),
        ("", #""""#),
    ])
    func stringsAreEscapedAsJSONRequiresAndNoMore(text: String, expected: String) {
        let written = written { output in
            output.appendJSONObject { $0.write("s", string: text) }
        }
        #expect(written == #"{"s":"# + expected + "}")
    }

    /// Strings are read eight bytes at a time while nothing needs an escape: a character that
    /// does, at every offset of strings up to 40 bytes long, reads back as Foundation's JSON
    /// parser sees it.
    @Test(arguments: ["\"", "\\", "\n", "\u{1}", "\u{1F}", "\u{7F}", "é", "😀", " ", "~"])
    func aCharacterNeedingAnEscapeIsFoundAtEveryOffset(special: String) throws {
        for length in 0...40 {
            for offset in 0...length {
                let text = String(repeating: "a", count: offset) + special + String(repeating: "b", count: length - offset)
                let json = written { output in output.appendJSONObject { $0.write("s", string: text) } }
                let parsed = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: String]
                #expect(parsed == ["s": text], "\(json)")
                #expect(!json.utf8.contains { $0 < 0x20 || $0 == 0x7F }, "\(json)")
            }
        }
    }

    @Test(arguments: [0, 7, -1, 9, 10, 99, 100, 65_536, 1_000_000_000_000_000_000, Int.max, Int.min])
    func integersAreWrittenInDecimal(number: Int) {
        let text = written { output in output.appendJSONObject { $0.write("n", integer: number) } }
        #expect(text == #"{"n":"# + "\(number)}")
    }

    @Test func aBufferGrowsPastItsFirstCapacityKeepingEveryByte() {
        let words = (0..<5_000).map { "word\($0)" }
        let text = written { output in
            output.appendJSONObject { $0.write("words", strings: words) }
        }
        #expect(text == #"{"words":["# + words.map { "\"\($0)\"" }.joined(separator: ",") + "]}")
    }

    @Test func membersWrittenOnceAreAppendedAsTheyWereWritten() {
        let ending = JSONMembers { members in
            members.write("validity", string: "invalid")
            members.write("message", string: "Say \"hi\"")
        }
        let text = written { output in
            for line in 1...2 {
                output.appendJSONLine { object in
                    object.write("line", integer: line)
                    object.write(ending)
                }
            }
            output.appendJSONObject { $0.write(JSONMembers { _ in }) }
        }
        #expect(text == """
            {"line":1,"validity":"invalid","message":"Say \\"hi\\""}
            {"line":2,"validity":"invalid","message":"Say \\"hi\\""}
            {}
            """)
    }

    @Test func detailsAreWrittenWithTheirKeysSortedAndValuesTyped() {
        let details: ValidationDetails = [
            "length": .integer(22), "country": .string("G\"B"), "ok": .boolean(true),
            "groups": .array([.integer(4), .string("x"), .array([])]),
        ]
        let text = written { output in
            output.appendJSONObject { $0.write("details", details: details) }
        }
        #expect(text == #"{"details":{"country":"G\"B","groups":[4,"x",[]],"length":22,"ok":true}}"#)
    }
}
