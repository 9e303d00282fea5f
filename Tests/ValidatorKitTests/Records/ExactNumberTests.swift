import Foundation
import Testing
import ValidatorKit
import ValidatorKitPythonReferences

/// A record's numbers are judged from their exact text, never rounded through `Double`, against
/// Python's `decimal` reading the same JSON (`json.loads(parse_float=Decimal, parse_int=Decimal)`):
/// an integer field takes whole numbers an `Int` holds, a number field numbers a `Double` holds
/// without becoming infinite, and bounds compare exactly.
@Suite struct ExactNumberTests {
    static let spec = #"""
        {"coerce": "strings", "fields": [
          {"id": "count", "title": "Count", "type": "integer"},
          {"id": "ratio", "title": "Ratio", "type": "number", "validators": [{"plugin": "range", "options": {"max": 2.8}}]}
        ]}
        """#

    /// Spellings at the edges: past a `Double`'s 17 digits, past `Int`, past `Double`'s range.
    static let numbers = [
        "42", "42.0", "42.000000000000000000001", "2.8", "2.8000000000000000001", "2.7999999999999999999",
        "-2.8000000000000000001", "1" + String(repeating: "0", count: 399), "-9" + String(repeating: "9", count: 399),
        "1e400", "-1e400", "1e-400", "9223372036854775807", "9223372036854775808", "-9223372036854775808",
        "-9223372036854775809", "123456789012345678901234567890", "1.7976931348623157e308", "1.7976931348623159e308",
        "-1.7976931348623159e308", "0.1", "12345678901234567890.5",
        // Either side of 10³⁰⁸, below which a number is known to fit a `Double` without parsing it.
        "99999999999999999999e288", "-9.9999999999999999999e307", "1e308", "-1e308", "1e307",
    ]

    /// What Python says of `number` in the integer field: `input.type` unless whole, else the
    /// bound of `Int` it passes.
    static let integerRule = """
        lambda text: (lambda d: 'input.type' if d != d.to_integral_value() \
        else 'range.too_large 9223372036854775807' if d > 2**63 - 1 \
        else 'range.too_small -9223372036854775808' if d < -2**63 else 'valid')(json.loads(text, parse_float=Decimal, parse_int=Decimal))
        """

    /// What Python says of `number` in the number field: past `Double`'s range when `float()`
    /// rounds it to an infinity, else compared with the maximum 2.8 exactly.
    static let numberRule = """
        lambda text: (lambda d: ('range.too_large ' + repr(sys.float_info.max)) if math.isinf(float(d)) and d > 0 \
        else ('range.too_small ' + repr(-sys.float_info.max)) if math.isinf(float(d)) \
        else 'range.too_large 2.8' if d > Decimal('2.8') else 'valid')(json.loads(text, parse_float=Decimal, parse_int=Decimal))
        """

    /// What Python's `rule` answers for each of `inputs`.
    static func python(_ rule: String, _ inputs: [String]) throws -> [String] {
        try PythonBatch.answers(rule, to: inputs, importing: "from decimal import Decimal\nimport json, math, re, sys")
    }

    /// The verdict on one member as the code and the bound its message names, `valid` when none.
    static func verdict(_ verdict: RecordVerdict) -> String {
        guard let failure = verdict.failures.first?.failure else { return "valid" }
        let bound = failure.arguments["maximum"] ?? failure.arguments["minimum"]
        return [failure.code.rawValue, bound?.description].compactMap { $0 }.joined(separator: " ")
    }

    @Test func anIntegerFieldJudgesTheExactNumber() throws {
        let records = try recordValidator(Self.spec)
        let expected = try Self.python(Self.integerRule, Self.numbers)
        let ours = try Self.numbers.map { Self.verdict(try records.validate(json: #"{"count":\#($0)}"#)) }
        #expect(zip(Self.numbers, zip(ours, expected)).filter { $1.0 != $1.1 }.map { "\($0): \($1.0), not \($1.1)" } == [])
    }

    @Test func aNumberFieldJudgesTheExactNumber() throws {
        let records = try recordValidator(Self.spec)
        let expected = try Self.python(Self.numberRule, Self.numbers)
        let ours = try Self.numbers.map { Self.verdict(try records.validate(json: #"{"ratio":\#($0)}"#)) }
        #expect(zip(Self.numbers, zip(ours, expected)).filter { $1.0 != $1.1 }.map { "\($0): \($1.0), not \($1.1)" } == [])
    }

    /// Form posts and CSV cells give strings; a string spelling a number follows the same rules
    /// (an integer field's string must be `-?[0-9]+`, or it is `input.type`).
    @Test func aStringStandingForANumberFollowsTheSameRules() throws {
        let records = try recordValidator(Self.spec)
        let integerRule = "lambda text: (\(Self.integerRule))(text) if re.fullmatch('-?[0-9]+', text) else 'input.type'"
        let expectedIntegers = try Self.python(integerRule, Self.numbers)
        let expectedNumbers = try Self.python(Self.numberRule, Self.numbers)
        let integers = try Self.numbers.map { Self.verdict(try records.validate(json: #"{"count":"\#($0)"}"#)) }
        let numbers = try Self.numbers.map { Self.verdict(try records.validate(json: #"{"ratio":"\#($0)"}"#)) }
        #expect(zip(Self.numbers, zip(integers, expectedIntegers)).filter { $1.0 != $1.1 }.map { "\($0): \($1.0)" } == [])
        #expect(zip(Self.numbers, zip(numbers, expectedNumbers)).filter { $1.0 != $1.1 }.map { "\($0): \($1.0)" } == [])
    }

    @Test func tooLargeAndTooSmallSayWhatWouldBeRight() throws {
        let records = try recordValidator(Self.spec)
        #expect(try records.validate(json: #"{"count":1e400}"#).reported == [
            ["$.count", "/count", "range.too_large", "Must be at most 9223372036854775807"],
        ])
        #expect(try records.validate(json: #"{"ratio":-1e400}"#).reported == [
            ["$.ratio", "/ratio", "range.too_small", "Must be at least -1.7976931348623157e+308"],
        ])
        #expect(try records.validate(json: #"{"count":42.000000000000000000001}"#).reported == [
            ["$.count", "/count", "input.type", "Count must be a whole number"],
        ])
    }

    /// A valid record keeps its numbers as written, digit for digit, in its value and when it is
    /// written out again.
    @Test func anAcceptedNumberKeepsEveryDigit() throws {
        let records = try recordValidator(Self.spec)
        let verdict = try records.validate(json: #"{"ratio":2.7999999999999999999}"#)
        #expect(verdict.reported == [])
        #expect(verdict.value?.description == #"{"ratio":2.7999999999999999999}"#)
        let encoded = String(decoding: try JSONEncoder().encode(verdict.value), as: UTF8.self)
        #expect(encoded == #"{"ratio":2.7999999999999999999}"#)
    }

    /// The shortest exact spelling, as ECMAScript writes numbers (ECMA-262, Number::toString).
    @Test(arguments: [
        ("0.50", "0.5"), ("1e21", "1e+21"), ("100000000000000000000", "100000000000000000000"), ("1.5e-7", "1.5e-7"),
        ("0.000001", "0.000001"), ("-0.0", "0"), ("1e400", "1e+400"), ("12.340e3", "12340"),
    ])
    func aNumberIsWrittenInItsShortestExactSpelling(written: String, spelled: String) throws {
        #expect(try #require(JSONNumber(written)).description == spelled)
    }

    @Test(arguments: ["01", ".5", "+1", "1.", "1e", "inf", "NaN", "0x10", "1 ", ""])
    func aTextOutsideJSONsGrammarIsNoNumber(text: String) {
        #expect(JSONNumber(text) == nil)
    }
}
