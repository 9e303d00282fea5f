/// A validator capability: the text a field shows for what was typed, such as a phone number
/// formatted as you type, offered through ``Validator/textFormatter``.
public protocol TextFormatter: Sendable {
    /// The text to display for `text`.
    func formatted(_ text: String) -> String
}
