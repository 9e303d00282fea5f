/// Messages a form spec gives one field in place of the catalog's, by code and language.
///
/// In a form spec, a field's `messages` maps a code to its message per language, with the
/// code's `{name}` parameters:
///
/// ```json
/// "messages": {"length.too_short": {"en": "Choose at least {minimum} characters",
///                                   "de": "Wählen Sie mindestens {minimum} Zeichen"}}
/// ```
///
/// A language without an override shows the message of the code's catalog.
public struct MessageOverrides: Sendable, Hashable {
    /// The templates by the text of their code (an override names a code by its text, whatever
    /// its catalog), then by language code.
    private var templates: [String: [String: MessageTemplate]]

    /// No overrides.
    public init() {
        templates = [:]
    }

    /// The overrides of `messages`: for each code, a message per language code (`"de"`).
    public init(_ messages: [ValidationFailure.Code: [String: String]]) {
        templates = Dictionary(
            messages.map { code, byLanguage in
                (code.rawValue, Dictionary(uniqueKeysWithValues: byLanguage.map { ($0.key.lowercased(), MessageTemplate($0.value)) }))
            },
            uniquingKeysWith: { first, _ in first })
    }

    /// Whether there are no overrides.
    public var isEmpty: Bool {
        templates.isEmpty
    }

    /// The override of `code` in `locale`, or in English when `locale` has none.
    func template(for code: ValidationFailure.Code, in locale: MessageLocale) -> MessageTemplate? {
        guard let byLanguage = templates[code.rawValue] else { return nil }
        return byLanguage[locale.language] ?? byLanguage[MessageLocale.english.language]
    }
}
