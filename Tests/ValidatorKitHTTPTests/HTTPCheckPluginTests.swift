import Foundation
import Testing
import ValidatorKit
import ValidatorKitHTTP
import ValidatorKitTesting

/// The `http` plugin's options, checked when a validator is built; the endpoint itself is asked
/// in ``HTTPCheckLoopbackTests``.
@Suite struct HTTPCheckPluginTests {
    static let url = JSONValue.string("https://example.com/names/{value}")

    init() {
        // Read before this suite's http validator loads libcurl (LibcurlMapping.swift).
        _ = libcurlWasMappedBeforeTheFirstValidator
    }

    private func make(_ options: [String: JSONValue]) throws -> any Validator {
        let registry = ValidatorRegistry()
        try registry.register(HTTPCheckPlugin())
        return try registry.makeValidator("http", options: options)
    }

    private func configurationError(_ options: [String: JSONValue]) -> ValidatorConfigurationError? {
        do {
            _ = try make(options)
            return nil
        } catch {
            return error as? ValidatorConfigurationError
        }
    }

    @Test func conformsToThePluginContract() {
        #expect(PluginConformance.problems(of: HTTPCheckPlugin(), options: ["url": Self.url]) == [])
        #expect(PluginConformance.problems(of: HTTPCheckPlugin(), options: ["url": Self.url, "method": .string("POST")]) == [])
    }

    @Test(arguments: HTTPCheckPlugin().failureCodes)
    func everyCodeHasAMessageInEveryShippedLanguage(description: FailureCodeDescription) throws {
        let catalog = try #require(description.code.messages)
        #expect(Set(catalog.locales) == Set(MessageLocale.shipped))
        #expect(PluginConformance.catalogProblems(of: description) == [])
    }

    @Test func theCodesAreTheFourOfTheNamespaceAndTheCoreTimeout() {
        #expect(HTTPCheckPlugin().failureCodes.map(\.code.rawValue) == [
            "http.rejected", "http.unreachable", "http.status", "http.answer", "check.timeout",
        ])
    }

    @Test func theEnglishMessagesQuoteNeitherTheURLNorTheText() {
        let failures = [
            ValidationFailure(code: .httpRejected),
            ValidationFailure(code: .httpUnreachable),
            ValidationFailure(code: .httpStatus, arguments: ["status": .integer(503)]),
            ValidationFailure(code: .httpAnswer),
        ]
        #expect(failures.map { $0.message(in: .english) } == [
            "This value is not accepted",
            "The server that checks this field cannot be reached",
            "The server that checks this field answered with status 503",
            "The server that checks this field gave an answer that cannot be read",
        ])
        #expect(failures.allSatisfy { !$0.isFixableByTyping })
    }

    @Test func everyTextIsValidLocallyAndTheOptionsBecomeTheValidatorsTimes() throws {
        let validator = try #require(
            try make(["url": Self.url, "timeout": .integer(1500), "debounce": .integer(0), "member": .string("available")]) as? HTTPCheckValidator)
        #expect(validator.validate("") == .valid)
        #expect(validator.validate("anything at all") == .valid)
        #expect(validator.timeout == .milliseconds(1500))
        #expect(validator.debounce == .zero)
        #expect(validator.member == "available")
        #expect(validator.method == .get)
        #expect(validator.rejectionMessage == nil)
    }

    @Test func theDefaultsAreGETTheValidMemberFiveSecondsAndThreeHundredMilliseconds() throws {
        let validator = try #require(try make(["url": Self.url]) as? HTTPCheckValidator)
        #expect(validator.method == .get)
        #expect(validator.member == "valid")
        #expect(validator.timeout == .seconds(5))
        #expect(validator.debounce == .milliseconds(300))
    }

    static let mistakes: [(options: [String: JSONValue], option: String, message: String)] = [
        ([:], "url", "Plugin 'http' needs the option 'url'"),
        (["url": .string("ftp://example.com/{value}")], "url",
         "Option 'url' of plugin 'http' is not valid: expected an http or https URL, not ftp, such as 'https://example.com/names/{value}'"),
        (["url": .string("example.com/names/{value}")], "url",
         "Option 'url' of plugin 'http' is not valid: expected an absolute http or https URL with a host, such as 'https://example.com/names/{value}'"),
        (["url": .string("https:///names/{value}")], "url",
         "Option 'url' of plugin 'http' is not valid: expected an absolute http or https URL with a host, such as 'https://example.com/names/{value}'"),
        (["url": .string("https://exa mple.com/{value}")], "url",
         "Option 'url' of plugin 'http' is not valid: expected an absolute http or https URL with a host, such as 'https://example.com/names/{value}'"),
        (["url": .string("https://example.com/names/{name}")], "url",
         "Option 'url' of plugin 'http' is not valid: expected {value} as the only placeholder, such as 'https://example.com/names/{value}'"),
        (["url": .string("https://example.com/names/available")], "url",
         "Option 'url' of plugin 'http' is not valid: expected {value} where the text goes, which GET sends nowhere else, such as 'https://example.com/names/{value}'"),
        (["url": url, "method": .string("PUT")], "method", "Option 'method' of plugin 'http' expects one of GET, POST, got 'PUT'"),
        (["url": url, "method": .string("get")], "method", "Option 'method' of plugin 'http' expects one of GET, POST, got 'get'"),
        (["url": url, "member": .string("")], "member",
         "Option 'member' of plugin 'http' cannot be '': expected the name of a member, such as 'valid'"),
        (["url": url, "message": .string("  ")], "message", "Option 'message' of plugin 'http' cannot be '  ': expected a message that is not blank"),
        (["url": url, "timeout": .integer(0)], "timeout", "Option 'timeout' of plugin 'http' cannot be '0': expected 1 or more milliseconds"),
        (["url": url, "debounce": .integer(-1)], "debounce", "Option 'debounce' of plugin 'http' cannot be '-1': expected 0 or more milliseconds"),
        (["url": url, "timeout": .string("soon")], "timeout", "Option 'timeout' of plugin 'http' expects an integer, got 'soon'"),
    ]

    @Test(arguments: mistakes)
    func aMistakeIsAConfigurationErrorNamingTheOptionAndWhatWouldBeRight(
        mistake: (options: [String: JSONValue], option: String, message: String)
    ) throws {
        let error = try #require(self.configurationError(mistake.options))
        #expect(error.option == mistake.option)
        #expect(error.description == mistake.message)
    }

    @Test func aBadURLIsNeverQuotedInItsError() throws {
        let error = try #require(self.configurationError(["url": .string("ftp://user:s3cret@example.com/{value}?key=k3y")]))
        #expect(error.code == .invalidOptionValue)
        #expect(!error.description.contains("s3cret"))
        #expect(!error.description.contains("k3y"))
    }

    @Test func aPOSTNeedsNoPlaceholderSinceTheTextIsInItsBody() throws {
        let validator = try #require(
            try make(["url": .string("http://127.0.0.1:8080/check"), "method": .string("POST")]) as? HTTPCheckValidator)
        #expect(validator.method == .post)
    }
}
