/// A typed value a failure hands to its message, such as the minimum of `length.too_short`.
///
/// A whole number picks the plural form of the message (``PluralCategory``); a text is put in
/// as it is.
public enum MessageArgument: Sendable, Hashable {
    /// A whole number: a count, a limit, a one-based position.
    case integer(Int)
    /// A text: a card brand, a field's title, a list of choices.
    case text(String)

    /// The argument as it appears in a message.
    var rendered: String {
        switch self {
        case .integer(let value): String(value)
        case .text(let value): value
        }
    }
}
