import Foundation
import Testing

@Suite struct CheckCommandTests {
    func objects(_ result: DemoProcess.Result) throws -> [[String: Any]] {
        try result.outputLines.map { line in
            try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        }
    }

    @Test func eachLineGetsOneVerdictInOrderAndAnyFailureExitsOne() throws {
        let result = try DemoProcess.run(["check", "length", "--option", "min=2"], input: "abc\nx\n")
        #expect(result.status == 1)
        #expect(result.outputLines == [
            #"{"line":1,"validity":"valid","details":{}}"#,
            #"{"line":2,"validity":"invalid","code":"length.too_short","message":"Must be at least 2 characters","details":{}}"#,
        ])
    }

    @Test func anAsynchronousCheckIsWaitedForOnEveryLineItsLocalPartAccepts() throws {
        // The demo's simulated directory takes 800 ms an answer; "al" is too short to ask about.
        let result = try DemoProcess.run(["check", "username"], input: "alice\nalicex\nal\n")
        #expect(result.status == 1)
        #expect(result.outputLines == [
            #"{"line":1,"validity":"invalid","code":"username.taken","message":"This username is taken","details":{}}"#,
            #"{"line":2,"validity":"valid","details":{}}"#,
            #"{"line":3,"validity":"incomplete","details":{}}"#,
        ])
    }

    @Test func allValidLinesExitZeroAndATrailingCarriageReturnIsDropped() throws {
        let result = try DemoProcess.run(["check", "charset", "--option", "allowed=digits"], input: "12\r\n34")
        #expect(result.status == 0)
        #expect(try objects(result).map { $0["validity"] as? String } == ["valid", "valid"])
    }

    @Test func aLineThatIsNotUTF8IsInvalidAndTheBatchGoesOn() throws {
        let input: [UInt8] = Array("ok\n".utf8) + [0x61, 0xC3, 0x28, 0x0A] + Array("fine\n".utf8)
        let result = try DemoProcess.run(["check", "length", "--option", "max=4"], input: input)
        let verdicts = try objects(result)
        #expect(result.status == 1)
        #expect(verdicts.count == 3)
        #expect(verdicts[1]["code"] as? String == "input.encoding")
        #expect(verdicts[1]["message"] as? String == "Line is not valid UTF-8 at byte 1")
        #expect(verdicts[2]["validity"] as? String == "valid")
        #expect(verdicts.map { $0["line"] as? Int } == [1, 2, 3])
    }

    @Test func messagesWithQuotesAndControlCharactersStayValidJSON() throws {
        let result = try DemoProcess.run(["check", "charset", "--option", #"allowed="\"#], input: "\"\\\u{1}\n")
        let verdict = try #require(try objects(result).first)
        #expect(verdict["message"] as? String == #"Character 3 is not allowed; expected only '"\'"#)
    }

    @Test func anUnknownPluginExitsTwoListingTheChoices() throws {
        let result = try DemoProcess.run(["check", "nope"])
        #expect(result.status == 2)
        #expect(result.standardError == "validator: Unknown plugin 'nope'; registered plugins: card, card-expiry, card-security-code, cardholder-name, charset, date, ean, http, imei, isbn, isin, issn, length, luhn, mask, matches, one-of, otp, password, phone, range, regex, required, required-if, username; to use a plugin of a library, load it with --plugin PATH\n")
        #expect(result.standardOutput.isEmpty)
    }

    @Test func aBadOptionExitsTwoNamingIt() throws {
        let result = try DemoProcess.run(["check", "length", "--option", "min=lots"])
        #expect(result.status == 2)
        #expect(result.standardError == "validator: Option 'min' of plugin 'length' expects an integer, got 'lots'\n")
    }

    @Test func anOptionWithoutAnEqualsSignIsNamedByPositionOnly() throws {
        let result = try DemoProcess.run(["check", "length", "--option", "min=1", "--option", "hunter2"])
        #expect(result.status == 2)
        #expect(result.standardError == "validator: Option 2 must be written name=value, such as --option min=2\n")
    }

    @Test func aHundredThousandLinesComeBackInOrder() throws {
        let input = (1...100_000).map { $0 % 7 == 0 ? "x" : "12" }.joined(separator: "\n") + "\n"
        let result = try DemoProcess.run(["check", "length", "--option", "min=2"], input: input)
        let lines = result.outputLines
        #expect(lines.count == 100_000)
        #expect(lines[6] == #"{"line":7,"validity":"invalid","code":"length.too_short","message":"Must be at least 2 characters","details":{}}"#)
        #expect(lines[99_999].hasPrefix(#"{"line":100000,"#))
    }
}
