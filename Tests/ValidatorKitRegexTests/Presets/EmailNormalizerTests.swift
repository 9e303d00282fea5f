import Testing
import ValidatorKit
import ValidatorKitRegex

/// An address of the `email` preset is stored as typed with its domain in lower case: domain
/// names compare without regard to case (RFC 4343), local parts belong to their host (RFC 5321,
/// section 2.4), so `Ada.Lovelace` keeps its capitals.
@Suite struct EmailNormalizerTests {
    @Test(arguments: [
        ("Ada.Lovelace@Example.COM", "Ada.Lovelace@example.com"),
        ("bob@example.com", "bob@example.com"),
        ("A+B@Mail.Example.ORG", "A+B@mail.example.org"),
        // The first and last capital, digits and a hyphen: only the capitals change.
        ("Z@AZ-09.Example", "Z@az-09.example"),
    ])
    func theDomainIsStoredInLowerCase(typed: String, stored: String) throws {
        let validator = try RegexValidator(preset: #require(RegexPreset(named: "email")))
        #expect(validator.validate(typed) == .valid)
        #expect(validator.normalizer?.normalizedValue(of: typed) == stored)
    }

    @Test func otherPresetsAndPatternsStoreTheTextAsTyped() throws {
        #expect(try RegexValidator(preset: #require(RegexPreset(named: "uuid"))).normalizer == nil)
        #expect(try RegexValidator(pattern: "[a-z]+@[A-Z]+").normalizer == nil)
    }

    @Test func theRegexPluginsEmailPresetOffersTheNormalizer() throws {
        let registry = ValidatorRegistry()
        try registry.register(RegexPlugin())
        let email = try registry.makeValidator("regex", options: ["preset": "email"])
        #expect(ValidatorChain([email]).normalizer?.normalizedValue(of: "x@EXAMPLE.com") == "x@example.com")
    }
}
