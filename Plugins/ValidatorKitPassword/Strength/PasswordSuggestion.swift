public import ValidatorKit

/// What would make a password stronger: zxcvbn's suggestions as stable codes, with messages in
/// the plugin's catalog (en, de, es, fr, ja).
///
/// ```swift
/// PasswordStrengthEstimator().estimate("Password").suggestions   // [.addAnotherWord, .capitalization]
/// PasswordSuggestion.capitalization.message(in: .english)          // "Capitalization doesn't help very much"
/// ```
public enum PasswordSuggestion: String, CaseIterable, Sendable, Hashable {
    /// Use a few words and avoid common phrases.
    case useWords = "use_words"
    /// Symbols, digits and capitals are not needed.
    case noNeedForSymbols = "no_need_for_symbols"
    /// Add another word or two; uncommon words are better.
    case addAnotherWord = "add_another_word"
    /// Use a longer keyboard pattern with more turns.
    case longerKeyboardPattern = "longer_keyboard_pattern"
    /// Avoid repeated words and characters.
    case avoidRepeats = "avoid_repeats"
    /// Avoid sequences.
    case avoidSequences = "avoid_sequences"
    /// Avoid recent years.
    case avoidRecentYears = "avoid_recent_years"
    /// Avoid years associated with you.
    case avoidAssociatedYears = "avoid_associated_years"
    /// Avoid dates and years associated with you.
    case avoidDates = "avoid_dates"
    /// A capital first letter does not help much.
    case capitalization
    /// All capitals are almost as easy to guess as none.
    case allUppercase = "all_uppercase"
    /// Reversed words are not much harder to guess.
    case reversedWords = "reversed_words"
    /// Predictable substitutions (`@` for `a`) do not help much.
    case predictableSubstitutions = "predictable_substitutions"

    /// The catalog key of the suggestion, `password.suggestion.` followed by its code.
    public var messageKey: String { "password.suggestion." + rawValue }

    /// The suggestion's message in `locale` (English where the locale has none).
    public func message(in locale: MessageLocale) -> String {
        MessageCatalog.password.template(for: messageKey, in: locale)?.render([:], in: locale) ?? messageKey
    }
}
