import Foundation
import Testing

/// `check` with lines that are not UTF-8 or hold control characters: every line still gets one
/// JSON verdict, and a broken line is `input.encoding` naming the first bad byte.
@Suite struct MalformedLineTests {
    func verdicts(_ result: DemoProcess.Result) throws -> [[String: Any]] {
        try result.outputLines.map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    /// Byte sequences UTF-8 forbids, each after two good bytes, with the offset of the first
    /// byte that breaks it.
    static let brokenSequences: [(name: String, bytes: [UInt8], firstBadByte: Int)] = [
        ("lone continuation byte", [0x80], 2),
        ("overlong slash", [0xC0, 0xAF], 2),
        ("overlong NUL", [0xE0, 0x80, 0x80], 2),
        ("UTF-16 surrogate", [0xED, 0xA0, 0x80], 2),
        ("beyond U+10FFFF", [0xF4, 0x90, 0x80, 0x80], 2),
        ("byte F5", [0xF5], 2),
        ("byte FF", [0xFF, 0xFE], 2),
        ("truncated three-byte sequence", [0xE2, 0x82], 2),
        ("valid é then a truncated four-byte sequence", [0xC3, 0xA9, 0xF0, 0x9F, 0x98], 4),
    ]

    @Test(arguments: brokenSequences)
    func aLineThatIsNotUTF8IsAnsweredWithTheFirstBadByte(name: String, bytes: [UInt8], firstBadByte: Int) throws {
        for terminated in [true, false] {
            let input = Array("ok\n".utf8) + Array("ab".utf8) + bytes + (terminated ? [0x0A] : [])
            let result = try DemoProcess.run(["check", "required"], input: input)
            let lines = try verdicts(result)
            #expect(result.status == 1)
            #expect(lines.count == 2)
            #expect(lines.last?["code"] as? String == "input.encoding")
            #expect(lines.last?["message"] as? String == "Line is not valid UTF-8 at byte \(firstBadByte)")
            #expect(lines.last?["position"] as? Int == firstBadByte)
        }
    }

    /// Every C0 control character but the line feed, DEL, and C1 controls, NUL included.
    static let controlCharacters: [Unicode.Scalar] =
        (0x00...0x1F).filter { $0 != 0x0A }.compactMap(Unicode.Scalar.init) + ["\u{7F}", "\u{85}", "\u{9B}"]

    @Test func controlCharactersInALineAreJudgedNotObeyed() throws {
        let lines = Self.controlCharacters.map { "12" + String($0) + "34" }
        let input = lines.joined(separator: "\n") + "\n"
        let result = try DemoProcess.run(["check", "charset", "--option", "allowed=digits"], input: input)
        let answers = try verdicts(result)
        #expect(answers.count == lines.count)
        for (index, answer) in answers.enumerated() {
            let scalar = Self.controlCharacters[index]
            // A carriage return ends a line only before its line feed; in the middle it is a character.
            #expect(answer["code"] as? String == "charset.character", "U+\(String(scalar.value, radix: 16))")
            #expect(answer["position"] as? Int == 2, "U+\(String(scalar.value, radix: 16))")
        }
        #expect(!result.standardOutput.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test func aLineOfNULBytesIsOneLine() throws {
        let result = try DemoProcess.run(["check", "length", "--option", "max=3"], input: [0, 0, 0, 0, 0x0A, 0])
        let answers = try verdicts(result)
        #expect(answers.map { $0["code"] as? String } == ["length.too_long", nil])
        #expect(answers.map { $0["line"] as? Int } == [1, 2])
    }
}
