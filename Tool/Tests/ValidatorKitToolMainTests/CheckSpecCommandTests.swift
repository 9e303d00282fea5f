import Foundation
import Testing

/// `validator check --spec FILE`: whole records, one JSON object per line, through the same
/// spec the form uses. Cards are Stripe's published test numbers; American Express prints a
/// 4-digit CID.
@Suite struct CheckSpecCommandTests {
    /// December of next year as `MM/YY`, from Foundation's calendar: never expired, never too far.
    static let expiry: String = {
        let year = nextYear % 100
        return "12/\(year < 10 ? "0" : "")\(year)"
    }()

    /// The same month as a valid record's value stores it, `YYYY-MM` (ISO 8601).
    static let storedExpiry = "\(nextYear)-12"

    static let nextYear: Int = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? calendar.timeZone
        return calendar.component(.year, from: Date()) + 1
    }()

    func payment(_ card: String, _ securityCode: String) -> String {
        #"{"name":"Ada Lovelace","card":"\#(card)","expiry":"\#(Self.expiry)","cvc":"\#(securityCode)"}"#
    }

    @Test func theIssuesRecordFailsOnTheSecurityCodeLengthForAmericanExpress() throws {
        let result = try DemoProcess.run(
            ["check", "--spec", "Examples/Specs/payment.json"],
            input: #"{"name":"Ada Lovelace","card":"378282246310005","expiry":"12/30","cvc":"123"}"# + "\n")
        #expect(result.status == 1)
        #expect(result.outputLines == [
            #"{"line":1,"validity":"invalid","errors":[{"path":"$.cvc","pointer":"/cvc","code":"security_code.length","#
                + #""message":"American Express cards have a 4-digit CID"}]}"#
        ])
    }

    @Test func validRecordsExitZero() throws {
        let input = [payment("4242424242424242", "123"), payment("378282246310005", "1234")].joined(separator: "\n")
        let result = try DemoProcess.run(["check", "--spec", "Examples/Specs/payment.json"], input: input)
        #expect(result.status == 0)
        #expect(result.outputLines == [
            #"{"line":1,"validity":"valid","value":{"card":"4242424242424242","cvc":"123","expiry":"\#(Self.storedExpiry)","name":"Ada Lovelace"}}"#,
            #"{"line":2,"validity":"valid","value":{"card":"378282246310005","cvc":"1234","expiry":"\#(Self.storedExpiry)","name":"Ada Lovelace"}}"#,
        ])
    }

    @Test func aLineThatIsNotAJSONObjectIsInvalidAndTheBatchGoesOn() throws {
        let input = ["not json", "[1,2]", #""a string""#, payment("4242424242424242", "123"), #"{"name" "x"}"#]
            .joined(separator: "\n")
        let result = try DemoProcess.run(["check", "--spec", "Examples/Specs/payment.json"], input: input)
        #expect(result.status == 1)
        let refusal = { (message: String) in
            #","validity":"invalid","errors":[{"path":"$","pointer":"","code":"input.json","message":"\#(message)"}]}"#
        }
        #expect(Array(result.outputLines.prefix(3)) == [
            #"{"line":1"# + refusal("Not a JSON object: expected '{' to open the object at byte 0"),
            #"{"line":2"# + refusal("Not a JSON object: expected '{' to open the object at byte 0"),
            #"{"line":3"# + refusal("Not a JSON object: expected '{' to open the object at byte 0"),
        ])
        #expect(result.outputLines[3].contains(#""line":4,"validity":"valid""#))
        #expect(result.outputLines[4] == #"{"line":5"# + refusal("Not a JSON object: expected ':' after a key at byte 8"))
    }

    @Test func everyFailureHasItsPathPointerCodeAndMessage() throws {
        let result = try DemoProcess.run(
            ["check", "--spec", "Examples/Specs/signup.json"],
            input: #"{"username":"ad","invite":42,"password":"correct horse battery","confirm":"correct hoarse battery"}"# + "\n")
        let line = try #require(result.outputLines.first)
        let record = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        let errors = try #require(record["errors"] as? [[String: String]])
        #expect(errors.first == [
            "path": "$.username", "pointer": "/username", "code": "length.too_short", "message": "Must be at least 3 characters",
        ])
        #expect(errors.map { $0["path"] } == ["$.username", "$.invite", "$.confirm"])
        #expect(errors[1] == [
            "path": "$.invite", "pointer": "/invite", "code": "input.type", "message": "Invite code must be a string, not a number",
        ])
        #expect(errors[2]["code"] == "matches.mismatch")
        #expect(errors[2]["message"] == "Does not match Password")
        #expect(!result.outputLines[0].contains("correct"), "a secure value in the output")
    }

    /// The issue's record: a wrong phone at `$.phones[1]`, a string `"36"` for an integer, a
    /// member the spec refuses and a missing `address.street`, all four in one line.
    @Test func everyFailureOfANestedRecordIsReportedInOneLine() throws {
        let result = try DemoProcess.run(
            ["check", "--spec", "Examples/Specs/profile.json"],
            input: #"""
                {"name":"Ada Lovelace","age":"36","address":{"country":"GB"},"phones":["+44 20 7946 0958","020 7946 09581"],"admin":true}
                """# + "\n")
        #expect(result.status == 1)
        #expect(result.outputLines == [
            #"{"line":1,"validity":"invalid","errors":["#
                + #"{"path":"$.age","pointer":"/age","code":"input.type","message":"Age must be an integer, not a string"},"#
                + #"{"path":"$.address.street","pointer":"/address/street","code":"required.missing","message":"Street is required"},"#
                + #"{"path":"$.phones[1]","pointer":"/phones/1","code":"phone.too_long","message":"Too long for a phone number"},"#
                + #"{"path":"$.admin","pointer":"/admin","code":"input.unknown_member","message":"'admin' is not a field of this form"}]}"#
        ])
    }

    @Test func aValidNestedRecordIsWrittenTyped() throws {
        let result = try DemoProcess.run(
            ["check", "--spec", "Examples/Specs/profile.json"],
            input: #"""
                {"name":"Ada Lovelace","email":"ada@EXAMPLE.com","age":36,"newsletter":false,"address":{"street":"12 Baker St","country":"GB"},"phones":["020 7946 0958"],"height":1.65}
                """# + "\n")
        #expect(result.status == 0)
        #expect(result.outputLines == [
            #"{"line":1,"validity":"valid","value":{"address":{"country":"GB","street":"12 Baker St"},"age":36,"#
                + #""email":"ada@example.com","height":1.65,"name":"Ada Lovelace","newsletter":false,"phones":["+442079460958"]}}"#
        ])
    }

    @Test func aKeyGivenTwiceIsRefusedNamingItAndItsByte() throws {
        let result = try DemoProcess.run(
            ["check", "--spec", "Examples/Specs/payment.json"], input: #"{"card":"4242424242424242","card":"1"}"# + "\n")
        #expect(result.status == 1)
        #expect(result.outputLines == [
            #"{"line":1,"validity":"invalid","errors":[{"path":"$","pointer":"","code":"input.json","#
                + #""message":"Not a JSON object: expected each key once in an object, and 'card' is given again at byte 27 (in $)"}]}"#
        ])
    }

    @Test(arguments: [
        (["check"], "Give either a plugin (with its --option values) or --spec FILE"),
        (["check", "card", "--spec", "Examples/Specs/payment.json"], "Give either a plugin (with its --option values) or --spec FILE"),
        (["check", "--spec", "/no/such/spec.json"], "Cannot open '/no/such/spec.json': No such file or directory"),
    ])
    func aUsageMistakeExitsTwoSayingWhatIsRight(arguments: [String], message: String) throws {
        let result = try DemoProcess.run(arguments, input: "")
        #expect(result.status == 2)
        #expect(result.standardError == "validator: \(message)\n")
    }
}
