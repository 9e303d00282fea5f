import Testing
import ValidatorKit
import ValidatorKitTesting

/// The locale travels with the field and the form: switching it renders the message again
/// without judging the text again.
@Suite struct FieldLocaleTests {
    @Test func switchingTheLocaleRendersTheMessageAgainWithoutAskingTheValidators() throws {
        let field = Field(
            identifier: "user", title: "Username", validation: ValidatorChain([try LengthValidator(minimum: 3)]))
        let recorder = RecordingDelegate()
        field.delegate = recorder
        field.beginEditing()
        field.insert("b")
        field.endEditing()
        #expect(field.errorMessage == "Must be at least 3 characters")
        let events = recorder.events
        field.locale = MessageLocale(language: "de")
        #expect(field.errorMessage == "Mindestens 3 Zeichen erforderlich")
        field.locale = MessageLocale(language: "ja")
        #expect(field.errorMessage == "3文字以上で入力してください")
        #expect(recorder.events == events)
    }

    @Test func aFormSetsTheLocaleOfEveryField() throws {
        let spec = try FormSpec.decode(Array(#"""
            {"fields": [{"id": "user", "title": "Username", "titles": {"fr": "Nom d'utilisateur"}, "required": true},
                        {"id": "pin", "validators": [{"plugin": "length", "options": {"min": 4}}]}]}
            """#.utf8))
        let registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
        let form = try spec.makeForm(registry: registry, locale: MessageLocale(language: "fr"))
        #expect(form.submit() == .refused(form.fields[0]))
        #expect(form.fields[0].title == "Nom d'utilisateur")
        #expect(form.fields[0].errorMessage == "Le champ Nom d'utilisateur est obligatoire")
        form.locale = MessageLocale(language: "de")
        #expect(form.fields.map(\.locale) == [MessageLocale(language: "de"), MessageLocale(language: "de")])
        #expect(form.fields[0].errorMessage == "Nom d'utilisateur ist erforderlich")
    }

    @Test func aSpecOverridesAMessagePerFieldCodeAndLanguage() throws {
        let spec = try FormSpec.decode(Array(#"""
            {"fields": [{"id": "pin", "validators": [{"plugin": "length", "options": {"min": 4}}],
                         "messages": {"length.too_short": {"en": "Use {minimum} digits or more",
                                                           "de": "Mindestens {minimum} Ziffern, bitte"}}},
                        {"id": "other", "validators": [{"plugin": "length", "options": {"min": 4}}]}]}
            """#.utf8))
        let registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
        let form = try spec.makeForm(registry: registry)
        for field in form.fields {
            field.beginEditing()
            field.insert("1")
            field.endEditing()
        }
        #expect(form.fields.map(\.errorMessage) == ["Use 4 digits or more", "Must be at least 4 characters"])
        form.locale = MessageLocale(language: "de")
        #expect(form.fields.map(\.errorMessage) == ["Mindestens 4 Ziffern, bitte", "Mindestens 4 Zeichen erforderlich"])
        form.locale = MessageLocale(language: "es")
        #expect(form.fields.map(\.errorMessage) == ["Use 4 digits or more", "Debe tener al menos 4 caracteres"])
    }
}
