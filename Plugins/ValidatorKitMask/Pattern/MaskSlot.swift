/// What one slot of a mask, written between square brackets, takes.
public enum MaskSlot: Sendable, Hashable {
    /// `0` (required) or `9` (optional): an ASCII digit.
    case digit
    /// `A` (required) or `a` (optional): a letter.
    case letter
    /// `_` (required) or `-` (optional): a letter or an ASCII digit.
    case letterOrDigit

    /// Whether `character` fills a slot of this kind.
    ///
    /// An ASCII character is judged by its byte, without Unicode's property tables (a keystroke
    /// reads every character of the text); any other is a letter or not by `isLetter`.
    func accepts(_ character: Character) -> Bool {
        let utf8 = character.utf8
        guard utf8.count == 1, let byte = utf8.first else {
            return self != .digit && character.isLetter
        }
        let isDigit = (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
        // Setting bit 5 turns an ASCII capital into its small letter and leaves small ones alone.
        let isLetter = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
        switch self {
        case .digit: return isDigit
        case .letter: return isLetter
        case .letterOrDigit: return isLetter || isDigit
        }
    }
}
