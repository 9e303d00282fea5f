/// The look of a piece of text on the screen; colour is never the only signal, so every tone
/// still reads under `NO_COLOR`.
public enum Tone: Sendable {
    /// Text as the terminal draws it.
    case plain
    /// Secondary text: placeholders, hints, the callback log.
    case dim
    /// Headings.
    case bold
    /// The focused field.
    case focus
    /// A valid field's mark, green.
    case valid
    /// An incomplete field's mark, yellow.
    case pending
    /// Errors, bold red.
    case error

    /// The SGR escape that starts the tone; with `colors` off, only bold remains.
    public func start(colors: Bool) -> String {
        guard colors else {
            return self == .bold || self == .focus ? "\u{1B}[1m" : ""
        }
        switch self {
        case .plain: return ""
        case .dim: return "\u{1B}[2m"
        case .bold: return "\u{1B}[1m"
        case .focus: return "\u{1B}[1;36m"
        case .valid: return "\u{1B}[32m"
        case .pending: return "\u{1B}[33m"
        case .error: return "\u{1B}[1;31m"
        }
    }
}
