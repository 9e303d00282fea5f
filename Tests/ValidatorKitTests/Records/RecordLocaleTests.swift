import Testing
import ValidatorKit

/// A record's messages are in the locale asked for, naming every field, the failing one and any
/// other a message names, by its title in that language (the spec's `titles`).
@Suite struct RecordLocaleTests {
    /// The password and its confirmation of `Examples/Specs/signup.json`, a contact rule and a
    /// list of phones.
    static let spec = #"""
        {"fields": [
          {"id": "password", "title": "Password",
           "titles": {"de": "Passwort", "es": "Contraseña", "fr": "Mot de passe", "ja": "パスワード"}, "secure": true, "required": true},
          {"id": "confirm", "title": "Confirm password",
           "titles": {"de": "Passwort bestätigen", "es": "Confirmar contraseña", "fr": "Confirmer le mot de passe", "ja": "パスワード（確認）"},
           "secure": true, "required": true, "validators": [{"plugin": "matches", "options": {"field": "password"}}]},
          {"id": "email", "title": "Email", "titles": {"de": "E-Mail"},
           "validators": [{"plugin": "one-of", "options": {"fields": "phone"}}]},
          {"id": "phone", "title": "Phone", "titles": {"de": "Telefon", "ja": "電話"}},
          {"id": "phones", "type": "list", "title": "Phones", "titles": {"de": "Telefonnummern"}, "item": {}}
        ]}
        """#

    static let mismatch: [String: JSONValue] = ["password": "s3cret-Pass", "confirm": "s3cret-Paws", "phone": "1"]

    @Test(arguments: [
        ("en", "Does not match Password"), ("de", "Stimmt nicht mit Passwort überein"), ("es", "No coincide con Contraseña"),
        ("fr", "Ne correspond pas à Mot de passe"), ("ja", "パスワードと一致しません"),
    ])
    func aWrongConfirmationNamesThePasswordInTheLanguageAsked(language: String, message: String) throws {
        let locale = MessageLocale(language: language)
        let verdict = try recordValidator(Self.spec).validate(Self.mismatch, locale: locale)
        #expect(verdict.failures.map(\.pointer) == ["/confirm"])
        #expect(verdict.failures.map { $0.failure.message(in: locale) } == [message])
    }

    @Test func withoutALocaleMessagesAreEnglish() throws {
        let verdict = try recordValidator(Self.spec).validate(Self.mismatch)
        #expect(verdict.reported == [["$.confirm", "/confirm", "matches.mismatch", "Does not match Password"]])
    }

    @Test func theFailingFieldAndTheOthersAMessageNamesAreTitledInTheLanguage() throws {
        let german = MessageLocale(language: "de")
        let verdict = try recordValidator(Self.spec).validate(["phones": [""]], locale: german)
        #expect(verdict.failures.map { [$0.pointer, $0.failure.message(in: german)] } == [
            ["/password", "Passwort ist erforderlich"],
            ["/confirm", "Passwort bestätigen ist erforderlich"],
            ["/email", "Füllen Sie dieses Feld oder Telefon aus"],
            // An item without a title of its own is titled by its list, in the language too.
            ["/phones/0", "Telefonnummern ist erforderlich"],
        ])
    }

    @Test func aLanguageTheSpecDoesNotTitleInUsesTheTitle() throws {
        let japanese = MessageLocale(language: "ja")
        let verdict = try recordValidator(Self.spec).validate(["password": "a", "confirm": "a"], locale: japanese)
        // `email` has no Japanese title; the rule names `phone` by its Japanese one.
        #expect(verdict.failures.map { $0.failure.message(in: japanese) } == ["この項目または電話を入力してください"])
    }

    @Test func aCheckAtSubmissionNamesTheFieldInTheLanguage() async throws {
        let records = try recordValidator(
            #"{"fields": [{"id": "user", "title": "User", "titles": {"fr": "Utilisateur"}, "validators": [{"plugin": "directory"}]}]}"#,
            plugins: [DirectoryPlugin(taken: [], pending: ["ada"])])
        let french = MessageLocale(language: "fr")
        let verdict = await records.submit(["user": "ada"], locale: french, checkingWithin: .seconds(60))
        #expect(verdict.failures.map { [$0.pointer, $0.failure.message(in: french)] } == [["/user", "Le champ Utilisateur est incomplet"]])
    }
}
