import ValidatorKitRegex
import Testing
import ValidatorKit
import ValidatorKitTesting

/// The `regex` plugin: its options, their mistakes, and the plugin contract.
@Suite struct RegexPluginTests {
    private let registry: ValidatorRegistry

    init() throws {
        registry = ValidatorRegistry()
        try registry.register(RegexPlugin())
    }

    private func make(_ options: [String: JSONValue]) throws -> any Validator {
        try registry.makeValidator("regex", options: options)
    }

    private func configurationError(_ options: [String: JSONValue]) throws -> String {
        try #require(throws: ValidatorConfigurationError.self) { try make(options) }.description
    }

    @Test(arguments: [
        ["preset": JSONValue.string("email")],
        ["pattern": .string(#"\p{L}+"#), "flags": .string("i")],
        ["pattern": .string("(a+)+$"), "matchLimit": .integer(1_000), "depthLimit": .integer(100)],
    ])
    func conformsToThePluginContract(options: [String: JSONValue]) {
        #expect(PluginConformance.problems(of: RegexPlugin(), options: options, inputs: ["bob@", "a\u{0}b"]) == [])
    }

    @Test func theConformanceInputsReachEveryCode() {
        let options: [String: JSONValue] = ["pattern": .string("(a+)+$"), "matchLimit": .integer(1_000), "depthLimit": .integer(100)]
        let inputs = [String(repeating: "a", count: 40) + "!", "b"]
        #expect(PluginConformance.problems(of: RegexPlugin(), options: options, inputs: inputs) == [])
        #expect(PluginConformance.unreachedCodes(of: RegexPlugin(), options: options, inputs: inputs) == [])
    }

    @Test func theIssuesExamples() throws {
        let email = try make(["preset": .string("email")])
        #expect(email.validate("bob@example.com") == .valid)
        #expect(email.validate("bob@") == .incomplete)
        #expect(email.validate("bob@@x").failure?.code == .regexNoMatch)
        let error = try #require(throws: RegexPatternError.self) { try make(["pattern": .string("(abc")]) }
        #expect(error.offset == 4)
    }

    @Test func buildsFromAPatternWithFlagsLimitsAndMessage() throws {
        let validator = try make([
            "pattern": .string("[a-z]+"), "flags": .string("i"), "message": .string("Letters only"),
            "matchLimit": .string("5000"), "depthLimit": .integer(50),
        ])
        let regex = try #require(validator as? RegexValidator)
        #expect(regex.flags == .caseInsensitive)
        #expect(regex.limits == RegexLimits(matchLimit: 5_000, depthLimit: 50))
        #expect(validator.validate("ABC") == .valid)
        #expect(validator.validate("AB1") == .invalid(ValidationFailure(code: .regexNoMatch, message: "Letters only")))
    }

    @Test func limitsDefaultWhenNotGiven() throws {
        let regex = try #require(try make(["preset": .string("slug")]) as? RegexValidator)
        #expect(regex.limits == RegexLimits())
        #expect(regex.message == nil)
        #expect(regex.validate("Not A Slug")
            == .invalid(ValidationFailure(
                code: .regexNoMatch,
                message: "Must be lower-case letters and digits joined by single dashes, such as my-first-post")))
    }

    @Test func needsAPatternOrAPreset() throws {
        #expect(try configurationError([:]) == "Plugin 'regex' needs the option 'pattern' or 'preset'")
    }

    @Test func refusesBothAPatternAndAPreset() throws {
        #expect(try configurationError(["pattern": .string("a"), "preset": .string("email")])
            == "Option 'preset' of plugin 'regex' cannot be 'email': expected no preset when 'pattern' is given")
    }

    @Test func refusesAnUnknownFlag() throws {
        #expect(try configurationError(["pattern": .string("a"), "flags": .string("iq")])
            == "Option 'flags' of plugin 'regex' cannot be 'iq': expected letters among i, x and s")
    }

    @Test func refusesFlagsWithAPreset() throws {
        #expect(try configurationError(["preset": .string("slug"), "flags": .string("i")])
            == "Option 'flags' of plugin 'regex' cannot be 'i': expected no flags with a preset, which has its own")
    }

    @Test func refusesAnUnknownPreset() throws {
        #expect(try configurationError(["preset": .string("phone")])
            == "Option 'preset' of plugin 'regex' expects one of email, uuid, hex-color, ipv4, us-zip, slug, got 'phone'")
    }

    @Test func refusesABlankMessage() throws {
        #expect(try configurationError(["pattern": .string("a"), "message": .string(" ")])
            == "Option 'message' of plugin 'regex' cannot be ' ': expected a message that is not blank")
    }

    @Test(arguments: ["matchLimit", "depthLimit"], [0, -1, 4_294_967_296])
    func refusesALimitOutOfRange(option: String, value: Int) throws {
        #expect(try configurationError(["pattern": .string("a"), option: .integer(value)])
            == "Option '\(option)' of plugin 'regex' cannot be '\(value)': expected an integer from 1 to 4294967295")
    }

    @Test func documentsEveryPresetInThePresetOption() throws {
        let preset = try #require(RegexPlugin().options.first { $0.name == "preset" })
        #expect(preset.type == .choice(RegexPreset.all.map(\.name)))
        for name in RegexPreset.all.map(\.name) {
            #expect(preset.documentation.contains("\(name) ("))
        }
    }
}
