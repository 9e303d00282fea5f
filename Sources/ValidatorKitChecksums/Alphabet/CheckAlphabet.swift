/// The characters a check character system reads, in order: each character stands for its
/// offset, so in ``alphanumeric`` `"0"` is 0, `"9"` is 9 and `"A"` is 10.
///
/// Characters are printable ASCII, compared exactly (`"a"` is not `"A"`). Building an alphabet
/// may allocate; looking a character up never does.
///
/// ```swift
/// let hexadecimal = try CheckAlphabet("0123456789abcdef")
/// hexadecimal.value(of: UInt8(ascii: "c"))  // 12
/// Luhn(alphabet: hexadecimal).checkCharacters(for: "7f3a")  // "2"
/// ```
public struct CheckAlphabet: Sendable, Hashable, CustomStringConvertible {
    /// The digits `0` to `9`.
    ///
    /// Computed rather than stored, and inlinable, so that code using it (every decimal
    /// ``Luhn``) knows at compile time that it has no table.
    @inlinable
    public static var decimal: CheckAlphabet { CheckAlphabet(representation: nil) }

    /// The digits `0` to `9` then the capital letters `A` to `Z`: 36 characters.
    public static let alphanumeric = CheckAlphabet(knownCharacters: "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ")

    /// The digits then `X`, which stands for 10: the check characters of ISBN-10, ISSN and
    /// ISO 7064 MOD 11-2.
    static let decimalAndX = CheckAlphabet(knownCharacters: "0123456789X")

    /// ``alphanumeric`` then `*`, which stands for 36: the check characters of ISO 7064 MOD 37-2.
    static let alphanumericAndAsterisk = CheckAlphabet(knownCharacters: "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ*")

    /// The table of any alphabet but ``decimal``, whose characters are found by arithmetic.
    @usableFromInline let table: CheckAlphabetTable?

    /// Creates the alphabet whose characters are those of `characters`, in order; throws
    /// ``CheckAlphabetError`` unless they are at least two distinct printable ASCII characters.
    public init(_ characters: String) throws(CheckAlphabetError) {
        guard characters.count >= 2 else {
            throw .tooFewCharacters(characters)
        }
        var seen: Set<Character> = []
        for character in characters {
            guard character.utf8.count == 1, let code = character.asciiValue, (0x21...0x7E).contains(code) else {
                throw .notPrintableASCII(characters, character: character)
            }
            guard seen.insert(character).inserted else {
                throw .repeatedCharacter(characters, character: character)
            }
        }
        self.init(knownCharacters: characters)
    }

    /// An alphabet from characters known to be distinct printable ASCII.
    private init(knownCharacters characters: String) {
        self.init(representation: characters == "0123456789" ? nil : CheckAlphabetTable(Array(characters.utf8)))
    }

    @usableFromInline
    init(representation table: CheckAlphabetTable?) {
        self.table = table
    }

    /// How many characters the alphabet has.
    @inlinable
    public var count: Int {
        table?.characters.count ?? 10
    }

    /// The value of the character whose ASCII code is `byte`, or `nil` when the alphabet does
    /// not hold it.
    @inlinable
    public func value(of byte: UInt8) -> Int? {
        guard let table else {
            let digit = Int(byte &- UInt8(ascii: "0"))
            return digit < 10 ? digit : nil
        }
        return table.value(of: byte)
    }

    /// The ASCII code of the character whose value is `value`, which is below ``count``.
    @inlinable
    func character(of value: Int) -> UInt8 {
        guard let table else { return UInt8(truncatingIfNeeded: value) &+ UInt8(ascii: "0") }
        return table.characters[value]
    }

    /// `number`, below `radix` to the power `characterCount`, written in `characterCount`
    /// characters of the alphabet in base `radix`, most significant first.
    @inlinable
    func text(of number: Int, radix: Int, characterCount: Int) -> String {
        // At most a few characters, so the string keeps them inline and allocates nothing.
        String(unsafeUninitializedCapacity: characterCount) { buffer in
            var rest = number
            for offset in stride(from: characterCount - 1, through: 0, by: -1) {
                buffer[offset] = character(of: rest % radix)
                rest /= radix
            }
            return characterCount
        }
    }

    /// The characters, in order, such as `0123456789`.
    public var description: String {
        table.map { String(decoding: $0.characters, as: UTF8.self) } ?? "0123456789"
    }

    /// Whether both alphabets have the same characters in the same order.
    public static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.description == rhs.description
    }

    /// Hashes the characters.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(description)
    }
}
