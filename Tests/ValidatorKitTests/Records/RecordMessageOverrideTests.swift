import Testing
import ValidatorKit

/// A submitted record's failures carry the messages the spec gives their fields (`messages`), in
/// the language asked for, as the form's fields show them while typing.
@Suite struct RecordMessageOverrideTests {
    /// A field with messages of its own for two codes (the second in English only), and one
    /// without.
    static let spec = #"""
        {"fields": [
          {"id": "state", "title": "State", "required": true,
           "validators": [{"plugin": "length", "options": {"min": 2, "max": 2}}],
           "messages": {"length.too_short": {"en": "Two letters, such as NY", "de": "Zwei Buchstaben, etwa NY"},
                        "required.missing": {"en": "Which state?"}}},
          {"id": "city", "title": "City", "validators": [{"plugin": "length", "options": {"min": 2}}]}
        ]}
        """#

    @Test(arguments: [("en", "Two letters, such as NY"), ("de", "Zwei Buchstaben, etwa NY")])
    func aFieldsOwnMessageStandsForTheCatalogs(language: String, message: String) throws {
        let locale = MessageLocale(language: language)
        let verdict = try recordValidator(Self.spec).validate(["state": "N", "city": "Y"], locale: locale)
        #expect(verdict.failures.map(\.pointer) == ["/state", "/city"])
        #expect(verdict.failures[0].failure.code == .lengthTooShort)
        #expect(verdict.failures[0].failure.message(in: locale) == message)
        // The field without messages keeps the catalog's.
        #expect(verdict.failures[1].failure.message(in: locale) == ValidationFailure(
            code: .lengthTooShort, arguments: ["minimum": .integer(2)]).message(in: locale))
    }

    @Test func aLanguageWithoutTheFieldsMessageFallsBackToItsEnglishOne() throws {
        let french = MessageLocale(language: "fr")
        let verdict = try recordValidator(Self.spec).validate([:], locale: french)
        #expect(verdict.failures.map { [$0.pointer, $0.failure.message(in: french)] } == [["/state", "Which state?"]])
    }

    @Test func theRecordSaysWhatTheFormsFieldShows() throws {
        let registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
        let spec = try FormSpec.decode(Array(Self.spec.utf8))
        let state = try #require(spec.makeForm(registry: registry).field("state"))
        state.beginEditing()
        state.paste("N")
        state.endEditing()
        let verdict = try spec.makeRecordValidator(registry: registry).validate(["state": "N"])
        #expect(verdict.failures.first?.failure.message(in: .english) == state.errorMessage)
    }
}
