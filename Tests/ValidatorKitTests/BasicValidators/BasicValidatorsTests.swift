import Testing
import ValidatorKit
import ValidatorKitTesting

@Suite struct BasicValidatorsTests {
    @Test func everyCorePluginConforms() {
        #expect(PluginConformance.problems(of: RequiredPlugin()) == [])
        #expect(PluginConformance.problems(of: LengthPlugin(), options: ["min": .integer(2), "max": .integer(5)]) == [])
        #expect(PluginConformance.problems(of: CharsetPlugin(), options: ["allowed": .string("digits")]) == [])
    }

    @Test func theConformanceInputsReachEveryCode() {
        let length: [String: JSONValue] = ["min": .integer(2), "max": .integer(5)]
        #expect(PluginConformance.unreachedCodes(of: RequiredPlugin()) == [])
        #expect(PluginConformance.unreachedCodes(of: LengthPlugin(), options: length, inputs: ["x", "abcdef"]) == [])
        #expect(PluginConformance.unreachedCodes(of: CharsetPlugin(), options: ["allowed": .string("digits")]) == [])
    }

    @Test(arguments: [
        ("", "required.missing"), ("  \t", "required.missing"), ("a", nil),
    ] as [(String, String?)])
    func requiredRefusesEmptyAndBlankText(text: String, code: String?) {
        #expect(RequiredValidator().validate(text).failure?.code.rawValue == code)
    }

    @Test(arguments: [
        ("x", Validity.invalid(ValidationFailure(code: .lengthTooShort, message: "Must be at least 2 characters", isFixableByTyping: true))),
        ("ab", .valid),
        ("👩‍👩‍👧‍👦é", .valid),
        ("abcd", .valid),
        ("abcde", .invalid(ValidationFailure(code: .lengthTooLong, message: "Must be at most 4 characters", position: 4))),
        // ASCII: one character a byte, except CR LF, one grapheme cluster (UAX #29, rule GB3);
        // a lone CR, a tab and DEL are characters of their own (GB4, GB5).
        ("\r\n", .invalid(ValidationFailure(code: .lengthTooShort, message: "Must be at least 2 characters", isFixableByTyping: true))),
        ("\r\n\r\n\r\n", .valid),
        ("a\r\nb", .valid),
        ("ab\r", .valid),
        ("a\t\u{7F}b", .valid),
        ("a\r\r\nb", .valid),
        ("ab\r\rc", .invalid(ValidationFailure(code: .lengthTooLong, message: "Must be at most 4 characters", position: 4))),
    ])
    func lengthCountsGraphemeClusters(text: String, expected: Validity) throws {
        #expect(try LengthValidator(minimum: 2, maximum: 4).validate(text) == expected)
    }

    @Test func lengthRefusesAMaximumBelowTheMinimum() throws {
        let error = try #require(throws: ValidatorConfigurationError.self) {
            try LengthPlugin().make(ValidatorOptions(["min": .integer(5), "max": .integer(3)]))
        }
        #expect("\(error)" == "Option 'max' of plugin 'length' cannot be '3': expected an integer of at least 5 (and at least min)")
    }

    @Test func lengthRefusesANegativeMinimum() throws {
        let error = try #require(throws: ValidatorConfigurationError.self) {
            try LengthPlugin().make(ValidatorOptions(["min": .integer(-1)]))
        }
        #expect("\(error)" == "Option 'min' of plugin 'length' cannot be '-1': expected an integer of at least 0")
    }

    @Test(arguments: [
        ("digits", "0123456789", true), ("digits", "12a", false), ("digits", "１２", false),
        ("letters", "Zoë日本語", true), ("letters", "a1", false),
        ("alphanumeric", "Zoë42", true), ("alphanumeric", "a-b", false),
        ("abc", "cab", true), ("abc", "abd", false),
    ])
    func charsetAcceptsOnlyItsSet(allowed: String, text: String, accepted: Bool) throws {
        let validator = try CharsetPlugin().make(ValidatorOptions(["allowed": .string(allowed)]))
        #expect(validator.validate(text).isValid == accepted)
    }

    @Test func charsetNamesThePositionButNotTheCharacter() throws {
        let validator = try CharsetPlugin().make(ValidatorOptions(["allowed": .string("digits")]))
        let failure = try #require(validator.validate("12x4").failure)
        #expect(failure == ValidationFailure(
            code: .charsetCharacter, message: "Character 3 is not allowed; expected digits", position: 2))
    }

    @Test func charsetRefusesAnEmptySet() throws {
        let error = try #require(throws: ValidatorConfigurationError.self) {
            try CharsetPlugin().make(ValidatorOptions(["allowed": .string("")]))
        }
        #expect("\(error)" == "Option 'allowed' of plugin 'charset' cannot be '': expected digits, letters, alphanumeric, or a non-empty list of characters")
    }
}
