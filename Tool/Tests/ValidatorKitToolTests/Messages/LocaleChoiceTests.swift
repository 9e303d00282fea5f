import Testing
import ValidatorKit
import ValidatorKitBatch
import ValidatorKitSession
import ValidatorKitTool

/// `--locale`, else LC_ALL, LC_MESSAGES and LANG in that order; C and POSIX are English; an
/// unknown locale is English with a warning.
@Suite struct LocaleChoiceTests {
    @Test(arguments: [
        ("de", [:], "de"),
        ("fr_FR.UTF-8", ["LANG": "de_DE.UTF-8"], "fr"),
        (nil, ["LANG": "de_DE.UTF-8"], "de"),
        (nil, ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "es_ES.UTF-8"], "es"),
        (nil, ["LANG": "de_DE.UTF-8", "LC_MESSAGES": "es_ES.UTF-8", "LC_ALL": "ja_JP.UTF-8"], "ja"),
        (nil, ["LANG": "fr_CA", "LC_ALL": ""], "fr"),
        (nil, ["LANG": "C"], "en"),
        (nil, ["LC_ALL": "POSIX", "LANG": "de_DE.UTF-8"], "en"),
        (nil, [:], "en"),
    ] as [(String?, [String: String], String)])
    func theLocaleComesFromTheOptionThenTheEnvironment(option: String?, environment: [String: String], language: String) {
        let choice = LocaleChoice(option: option, environment: environment)
        #expect(choice.locale == MessageLocale(language: language))
        #expect(choice.warning == nil)
    }

    @Test(arguments: [("xx", [:]), ("klingon", [:]), (nil, ["LANG": "sv_SE.UTF-8"])] as [(String?, [String: String])])
    func anUnknownLocaleIsEnglishWithAWarning(option: String?, environment: [String: String]) {
        let choice = LocaleChoice(option: option, environment: environment)
        let asked = option ?? environment["LANG"] ?? ""
        #expect(choice.locale == .english)
        #expect(choice.warning == "Unknown locale '\(asked)'; messages are in English (shipped: en, de, es, fr, ja)")
    }
}
