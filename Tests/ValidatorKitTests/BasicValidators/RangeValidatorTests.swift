import Testing
import ValidatorKit
import ValidatorKitTesting

@Suite struct RangeValidatorTests {
    func validator(_ options: [String: JSONValue]) throws -> any Validator {
        let registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
        return try registry.makeValidator("range", options: options)
    }

    static let numbers: [String] = {
        var texts = ["0", "-0", "007", "0.3", "0.30", "0.7", "1e2", "1E-1", "2.5e1", "-1.5", "12345678901234567890.5", "0.0001", "9.99"]
        for whole in -12...12 {
            texts += ["\(whole)", "\(whole).5", "\(whole).25", "\(whole).05", "\(whole).1"]
        }
        return texts
    }()

    /// Whether each number is a multiple of the step, compared with Python's `Decimal`.
    @Test(arguments: ["0.1", "0.25", "3", "0.05", "0.001", "2.5", "1e1"])
    func multiplesAgreeWithPythonsDecimal(step: String) throws {
        let expected = try PythonReference.answers(
            "lambda text: Decimal(text) % Decimal('\(step)') == 0", to: Self.numbers)
        let range = try #require(RangeValidator(multipleOf: step))
        let ours = Self.numbers.map { range.validate($0).isValid ? "True" : "False" }
        #expect(zip(Self.numbers, zip(ours, expected)).filter { $1.0 != $1.1 }.map(\.0) == [])
    }

    /// Whether each number lies within bounds, compared with Python's `Decimal`.
    @Test(arguments: [("-1.5", "10"), ("0", "0.3"), ("-12", "-0.05"), ("2.5e1", "1e2")])
    func boundsAgreeWithPythonsDecimal(minimum: String, maximum: String) throws {
        let expected = try PythonReference.answers(
            "lambda text: Decimal('\(minimum)') <= Decimal(text) <= Decimal('\(maximum)')", to: Self.numbers)
        let range = try #require(RangeValidator(minimum: minimum, maximum: maximum))
        let ours = Self.numbers.map { range.validate($0).isValid ? "True" : "False" }
        #expect(zip(Self.numbers, zip(ours, expected)).filter { $1.0 != $1.1 }.map(\.0) == [])
    }

    @Test func eachFailureHasItsCodeAndMessage() throws {
        let range = try validator(["min": 1, "max": 100, "multipleOf": 0.5])
        #expect(range.validate("42.5") == .valid)
        #expect(range.validate("0").failure?.message(in: .english) == "Must be at least 1")
        #expect(range.validate("100.5").failure?.message(in: .english) == "Must be at most 100")
        #expect(range.validate("42.25").failure?.message(in: .english) == "Must be a multiple of 0.5")
        #expect(range.validate("4x") == .invalid(ValidationFailure(code: .rangeNotANumber, arguments: ["position": 2], position: 1)))
        #expect(range.validate("4x").failure?.message(in: MessageLocale(language: "de")) == "Zeichen 2 gehört zu keiner Zahl; erwartet wird eine Zahl wie 42 oder 2.5")
    }

    @Test(arguments: ["-", "4.", "1e", "1e-"])
    func aBeginningOfANumberIsIncomplete(text: String) throws {
        #expect(try validator(["min": 1]).validate(text) == .incomplete)
    }

    /// Typing more digits makes a small positive number larger, so it stays quiet while typing.
    @Test func tooSmallIsFixableByTypingOnlyForNumbersThatGrowWithMoreDigits() throws {
        let range = try validator(["min": 10, "max": 20])
        #expect(range.validate("1").failure?.isFixableByTyping == true)
        #expect(range.validate("-1").failure?.isFixableByTyping == false)
        #expect(range.validate("21").failure?.isFixableByTyping == false)
    }

    @Test func boundsInTheWrongOrderOrAStepThatIsNotPositiveAreConfigurationErrors() {
        #expect(throws: ValidatorConfigurationError.self) { try validator(["min": 2, "max": 1]) }
        #expect(throws: ValidatorConfigurationError.self) { try validator(["multipleOf": 0]) }
        #expect(throws: ValidatorConfigurationError.self) { try validator(["multipleOf": -0.5]) }
        #expect(throws: ValidatorConfigurationError.self) { try validator(["min": "ten"]) }
        #expect(RangeValidator(minimum: "ten") == nil)
    }

    @Test func aNumberOptionMayBeWrittenAsText() throws {
        #expect(try validator(["min": "0.5"]).validate("0.4").failure?.code == .rangeTooSmall)
    }

    @Test func thePluginConforms() throws {
        let options: [String: JSONValue] = ["min": -5, "max": 1e3, "multipleOf": 0.25]
        let registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
        let plugin = try #require(registry.allPlugins.first { $0.identifier == "range" })
        #expect(PluginConformance.problems(of: plugin, options: options) == [])
        #expect(PluginConformance.exampleProblems(
            of: plugin, options: options, valid: ["0", "-5", "1000", "2.75", "999.5"], invalid: ["-6", "1000.25", "0.1", "x"]) == [])
        #expect(PluginConformance.unreachedCodes(of: plugin, options: options, inputs: ["-6", "1000.25", "0.1", "x"]) == [])
    }
}
