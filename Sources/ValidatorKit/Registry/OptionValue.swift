/// The value of a plugin option: text, a whole number or a truth value.
public enum OptionValue: Sendable, Hashable, CustomStringConvertible {
    /// A piece of text.
    case string(String)
    /// A whole number.
    case integer(Int)
    /// A truth value.
    case boolean(Bool)

    /// The value as a person would type it: `abc`, `42`, `true`.
    public var description: String {
        switch self {
        case .string(let text): text
        case .integer(let number): String(number)
        case .boolean(let truth): String(truth)
        }
    }
}
