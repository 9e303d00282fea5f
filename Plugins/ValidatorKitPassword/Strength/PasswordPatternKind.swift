/// The kind of a pattern the strength estimate found in a password: what an attacker would try
/// to guess that stretch of it (zxcvbn's `pattern` names).
public enum PasswordPatternKind: String, CaseIterable, Sendable, Hashable {
    /// A word of the frequency lists or of the context, maybe capitalised, reversed or l33t
    /// (`P@ssw0rd`).
    case dictionary
    /// A walk on a keyboard or keypad (`qwerty`, `zxcvbn`, `1478`).
    case spatial
    /// Text repeated (`aaa`, `abcabc`).
    case `repeat`
    /// Characters a constant step apart (`abcd`, `9753`).
    case sequence
    /// A recent year (zxcvbn's one regular expression, `recent_year`).
    case regex
    /// A date (`1.1.91`, `19910111`).
    case date
    /// Characters guessed one by one: what no other pattern explains.
    case bruteforce
}
