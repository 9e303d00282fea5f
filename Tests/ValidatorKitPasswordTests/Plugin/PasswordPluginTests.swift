import Testing
import ValidatorKit
import ValidatorKitPassword
import ValidatorKitTesting

/// The `password` plugin through a registry, as a spec or `validator check` builds it.
struct PasswordPluginTests {
    /// Inputs reaching every code with the default options.
    static let inputs = [
        "correcthorse", String(repeating: "correct horse ", count: 5), "1qaz2wsx3edc4rfv",
        "aaaaaaaaaaaaaaaa", "correct horse battery staple",
    ]

    @Test func conformsToThePluginContract() {
        #expect(PluginConformance.problems(of: PasswordPlugin(), inputs: Self.inputs) == [])
        #expect(PluginConformance.problems(of: PasswordPlugin(), options: ["secondFactor": true, "minScore": 0]) == [])
    }

    @Test func reachesEveryCode() {
        // password.context needs a context field: the other codes are reached alone.
        #expect(PluginConformance.unreachedCodes(of: PasswordPlugin(), inputs: Self.inputs) == [.passwordContext])
    }

    @Test func namesTheModelsVersionInItsSummary() {
        #expect(PasswordPlugin().summary.hasSuffix("(zxcvbn 4.5.0)"))
        #expect(PasswordStrengthEstimator.modelVersion == "4.5.0")
    }

    @Test func refusesOptionsNISTForbidsNamingTheOption() {
        #expect(throws: ValidatorConfigurationError.invalidOptionValue(
            "maxLength", plugin: "password", given: "32", expected: "an integer of at least 64")) {
            try PasswordPlugin().make(ValidatorOptions(["maxLength": .integer(32)]))
        }
        #expect(throws: ValidatorConfigurationError.invalidOptionValue(
            "minLength", plugin: "password", given: "4", expected: "an integer of at least 8")) {
            try PasswordPlugin().make(ValidatorOptions(["minLength": .integer(4)]))
        }
        #expect(throws: ValidatorConfigurationError.invalidOptionValue(
            "minScore", plugin: "password", given: "7", expected: "an integer from 0 to 4")) {
            try PasswordPlugin().make(ValidatorOptions(["minScore": .integer(7)]))
        }
    }

    @Test func readsTheContextFieldsFromAListOfStrings() throws {
        let validator = try PasswordPlugin().make(ValidatorOptions(["context": ["username", "name"]]))
        #expect((validator as? PasswordValidator)?.contextFields == ["username", "name"])
    }

    @Test func everyWarningAndSuggestionHasAMessageInEveryShippedLanguage() {
        for locale in MessageLocale.shipped {
            for warning in PasswordWarning.allCases {
                let message = warning.message(in: locale)
                #expect(message != warning.messageKey && !message.hasSuffix("."), "\(warning) in \(locale)")
            }
            for suggestion in PasswordSuggestion.allCases {
                let message = suggestion.message(in: locale)
                #expect(message != suggestion.messageKey && !message.hasSuffix("."), "\(suggestion) in \(locale)")
            }
        }
        #expect(PasswordWarning.topTen.message(in: .english) == "This is a top-10 common password")
        #expect(PasswordSuggestion.capitalization.message(in: MessageLocale(language: "fr")) == "Les majuscules n'aident pas beaucoup")
    }

    @Test func neverPutsThePasswordInItsDetailsOrFailures() throws {
        let validator = try PasswordPlugin().make(ValidatorOptions(["minLength": .integer(8)]))
        for password in ["quintessa", "Tr0ub4dour&3", "zzzzzzzzzzzzzzzzzzzz", "correct horse battery staple"] {
            let (validity, details) = try #require(validator.detailsProvider).validateWithDetails(password)
            let shown = "\(validity) \(details) \(validity.failure.map { $0.message(in: .english) } ?? "")"
            #expect(!shown.contains(password))
        }
    }
}
