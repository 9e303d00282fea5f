/// A check character system: reads the values of a text's characters from the left, one at a
/// time, and tells whether they end in the right check characters, or which to append.
///
/// A value of a conforming type is a computation in progress: a fresh one (`Luhn()`,
/// `Verhoeff()`) has read nothing, and ``append(_:)`` reads one more character. Every system
/// keeps a few integers whatever the length of the text, so reading allocates nothing.
///
/// Most callers need only the two text functions, which map characters to values through
/// ``alphabet`` and read the text's UTF-8 bytes in one pass:
///
/// ```swift
/// Verhoeff().isValid("2363")                 // true
/// Verhoeff().checkCharacters(for: "236")     // "3"
/// ISO7064Mod97_10().checkCharacters(for: "794")  // "44"
/// ```
///
/// A plugin that reads its text itself (skipping separators, say) appends values instead:
///
/// ```swift
/// var luhn = Luhn()
/// for digit in [7, 9, 9, 2, 7, 3, 9, 8, 7, 1, 3] { luhn.append(digit) }
/// luhn.isSatisfied  // true
/// ```
public protocol CheckCharacterSystem: Sendable {
    /// The characters the system reads; each stands for its offset in the alphabet.
    var alphabet: CheckAlphabet { get }
    /// How many characters from the start of ``alphabet`` a payload may hold: the characters
    /// past them (the `X` of ISBN-10, the `*` of MOD 37-2) can only be check characters.
    var payloadRadix: Int { get }
    /// How many characters from the start of ``alphabet`` a check character may be: 11 when a
    /// check character may be `X`, 10 when check characters are digits only.
    var checkRadix: Int { get }
    /// How many check characters end a text: 1, or 2 for ISO 7064 MOD 97-10.
    var checkCharacterCount: Int { get }

    /// Reads the next character, given by its value: below ``payloadRadix`` for a payload
    /// character, below ``checkRadix`` for a check character.
    mutating func append(_ value: Int)
    /// Whether the characters read so far, the last ``checkCharacterCount`` of them being
    /// check characters, pass the check.
    var isSatisfied: Bool { get }
    /// The check characters to append to the characters read so far, as one number: the value
    /// of the check character, or for two check characters, the first times ``checkRadix``
    /// plus the second.
    var checkValue: Int { get }

    /// Whether `text`, read after the characters read so far, is a payload of at least one
    /// character followed by the right check characters.
    ///
    /// Every character of the text must be in ``alphabet``: spaces and separators make the
    /// answer `false`. Reads the UTF-8 bytes of `text` once, allocating nothing.
    func isValid(_ text: String) -> Bool
    /// The check characters to append to `payload`, read after the characters read so far;
    /// `nil` when `payload` is empty or holds a character that cannot be in a payload.
    ///
    /// The answer has at most two characters, so it is stored in the string itself, allocating
    /// nothing.
    func checkCharacters(for payload: String) -> String?
}
