import Testing
import ValidatorKit

/// Messages are rendered from the catalogs for a locale, with their plural forms.
@Suite struct MessageRenderingTests {
    static let german = MessageLocale(language: "de")
    static let spanish = MessageLocale(language: "es")
    static let french = MessageLocale(language: "fr")
    static let japanese = MessageLocale(language: "ja")

    @Test(arguments: [
        (MessageLocale.english, 1, "Must be at least 1 character"),
        (.english, 8, "Must be at least 8 characters"),
        (german, 1, "Mindestens 1 Zeichen erforderlich"),
        (german, 8, "Mindestens 8 Zeichen erforderlich"),
        (spanish, 1, "Debe tener al menos 1 carácter"),
        (spanish, 0, "Debe tener al menos 0 caracteres"),
        (french, 0, "Doit contenir au moins 0 caractère"),
        (french, 1, "Doit contenir au moins 1 caractère"),
        (french, 2, "Doit contenir au moins 2 caractères"),
        (french, 1_000_000, "Doit contenir au moins 1000000 caractères"),
        (japanese, 1, "1文字以上で入力してください"),
        (japanese, 8, "8文字以上で入力してください"),
    ])
    func theMinimumChoosesThePluralFormOfEachLanguage(locale: MessageLocale, minimum: Int, expected: String) {
        let failure = ValidationFailure(code: .lengthTooShort, arguments: ["minimum": .integer(minimum)])
        #expect(failure.message(in: locale) == expected)
    }

    @Test func aValidatorsFailureIsRenderedInTheLocaleAsked() throws {
        let failure = try #require(LengthValidator(minimum: 2).validate("x").failure)
        #expect(failure.message(in: .english) == "Must be at least 2 characters")
        #expect(failure.message(in: Self.german) == "Mindestens 2 Zeichen erforderlich")
        #expect(failure.message(in: Self.french) == "Doit contenir au moins 2 caractères")
    }

    @Test func aLanguageNoCatalogHasFallsBackToEnglish() throws {
        let failure = try #require(LengthValidator(minimum: 2).validate("x").failure)
        #expect(failure.message(in: MessageLocale(language: "sv")) == "Must be at least 2 characters")
    }

    @Test func aVariantHasItsOwnMessage() throws {
        let digits = try CharsetPlugin().make(ValidatorOptions(["allowed": .string("digits")]))
        let failure = try #require(digits.validate("12x").failure)
        #expect(failure.message(in: .english) == "Character 3 is not allowed; expected digits")
        #expect(failure.message(in: Self.japanese) == "3文字目は使用できません（使用できるのは数字のみです）")
    }

    @Test func aMessageGivenAsTextIsTheSameInEveryLocale() {
        let failure = ValidationFailure(code: .pluginInvalid, message: "Rejected by the server")
        #expect(MessageLocale.shipped.map { failure.message(in: $0) } == Array(repeating: "Rejected by the server", count: 5))
    }

    @Test func aCodeWithoutACatalogSaysNotValidInTheLocale() {
        let failure = ValidationFailure(code: ValidationFailure.Code("home-made.refused"))
        #expect(failure.message(in: .english) == "Not valid")
        #expect(failure.message(in: Self.german) == "Ungültig")
    }

    @Test(arguments: [
        ("de", "de"), ("de_DE.UTF-8", "de"), ("fr-CA", "fr"), ("ja_JP.eucJP", "ja"), ("sr_RS@latin", "sr"),
        ("C", "en"), ("POSIX", "en"), ("C.UTF-8", "en"), ("ES", "es"),
    ])
    func aLocaleIsReadFromItsPOSIXName(identifier: String, language: String) throws {
        #expect(try #require(MessageLocale(identifier: identifier)).language == language)
    }

    @Test(arguments: ["", "1x", "x", "deutsch", "_DE"])
    func aNameThatIsNoLocaleIsRefused(identifier: String) {
        #expect(MessageLocale(identifier: identifier) == nil)
    }

    @Test func aStringsdictTemplateListsItsSourceWithTheOtherForm() {
        let description = FailureCodeDescription(.lengthTooShort, parameters: [.integer("minimum")])
        #expect(description.message(in: .english) == "Must be at least {minimum} characters")
        #expect(description.message(in: Self.german) == "Mindestens {minimum} Zeichen erforderlich")
    }
}
