/// What one slot of a mask, written between square brackets, takes.
public enum MaskSlot: Sendable, Hashable {
    /// `0` (required) or `9` (optional): an ASCII digit.
    case digit
    /// `A` (required) or `a` (optional): a letter.
    case letter
    /// `_` (required) or `-` (optional): a letter or an ASCII digit.
    case letterOrDigit

    /// Whether `character` fills a slot of this kind.
    func accepts(_ character: Character) -> Bool {
        switch self {
        case .digit: character.isASCII && character.isWholeNumber
        case .letter: character.isLetter
        case .letterOrDigit: character.isLetter || (character.isASCII && character.isWholeNumber)
        }
    }
}
