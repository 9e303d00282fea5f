/// A CLDR plural category, which picks the form of a message that fits a number
/// ("1 character", "8 characters").
///
/// The raw values are the keys of a `.stringsdict` plural rule (`one`, `other`).
public enum PluralCategory: String, Sendable, Hashable, CaseIterable {
    /// `zero`.
    case zero
    /// `one`, such as 1 in English or 0 and 1 in French.
    case one
    /// `two`.
    case two
    /// `few`.
    case few
    /// `many`.
    case many
    /// `other`, which every language has and every plural rule must give.
    case other
}
