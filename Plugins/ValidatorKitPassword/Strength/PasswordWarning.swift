public import ValidatorKit

/// Why the strength estimate finds a password weak: zxcvbn's warnings as stable codes, with
/// messages in the plugin's catalog (en, de, es, fr, ja).
///
/// ```swift
/// PasswordStrengthEstimator().estimate("password").warning           // .topTen
/// PasswordWarning.topTen.message(in: .english)                        // "This is a top-10 common password"
/// ```
public enum PasswordWarning: String, CaseIterable, Sendable, Hashable {
    /// A straight row of keys (`qwerty`).
    case straightRow = "straight_row"
    /// A short keyboard pattern with turns (`qwedsa`).
    case keyPattern = "key_pattern"
    /// One character repeated (`aaa`).
    case simpleRepeat = "simple_repeat"
    /// A longer text repeated (`abcabcabc`).
    case extendedRepeat = "extended_repeat"
    /// A sequence (`abc`, `6543`).
    case sequences
    /// A recent year.
    case recentYears = "recent_years"
    /// A date.
    case dates
    /// One of the ten most common passwords.
    case topTen = "top_ten"
    /// One of the hundred most common passwords.
    case topHundred = "top_hundred"
    /// A very common password.
    case common
    /// A small change of a common password.
    case similarToCommon = "similar_to_common"
    /// A word on its own.
    case wordByItself = "word_by_itself"
    /// A name or surname on its own.
    case namesByThemselves = "names_by_themselves"
    /// A common name or surname among other patterns.
    case commonNames = "common_names"

    /// The catalog key of the warning, `password.warning.` followed by its code.
    public var messageKey: String { "password.warning." + rawValue }

    /// The warning's message in `locale` (English where the locale has none).
    public func message(in locale: MessageLocale) -> String {
        MessageCatalog.password.template(for: messageKey, in: locale)?.render([:], in: locale) ?? messageKey
    }
}
