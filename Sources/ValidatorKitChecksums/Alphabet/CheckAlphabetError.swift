/// Why characters cannot make a ``CheckAlphabet``: too few, one that is not printable ASCII, or
/// one given twice.
///
/// ```swift
/// try CheckAlphabet("abca")  // throws: Alphabet 'abca' holds 'a' twice
/// ```
public struct CheckAlphabetError: Error, Sendable, Hashable, CustomStringConvertible {
    private enum Kind: Sendable, Hashable {
        case tooFewCharacters(String)
        case notPrintableASCII(String, Character)
        case repeatedCharacter(String, Character)
    }

    private let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// `characters` are fewer than two.
    static func tooFewCharacters(_ characters: String) -> Self {
        Self(.tooFewCharacters(characters))
    }

    /// `character` of `characters` is not printable ASCII (a space, a control character, or
    /// anything past ASCII).
    static func notPrintableASCII(_ characters: String, character: Character) -> Self {
        Self(.notPrintableASCII(characters, character))
    }

    /// `character` appears twice in `characters`.
    static func repeatedCharacter(_ characters: String, character: Character) -> Self {
        Self(.repeatedCharacter(characters, character))
    }

    /// The message: sentence case, the characters given in single quotes, no trailing period.
    public var description: String {
        switch kind {
        case .tooFewCharacters(let characters):
            "Alphabet '\(characters)' has fewer than 2 characters"
        case .notPrintableASCII(let characters, let character):
            "Alphabet '\(characters)' holds '\(character.unicodeScalars.map { $0.escaped(asASCII: true) }.joined())', which is not printable ASCII"
        case .repeatedCharacter(let characters, let character):
            "Alphabet '\(characters)' holds '\(character)' twice"
        }
    }
}
