/// The characters a phone number may be written with (digits of any script, a leading plus sign,
/// the separators libphonenumber reads as punctuation) and their ASCII forms.
///
/// libphonenumber is lenient: it skips text before a number, turns letters into keypad digits
/// (`1-800-FLOWERS`) and reads `~` as "wait for a tone", cutting the number there. A field
/// validator must not wave such texts through, so the validator reads the characters first.
/// It hands the engine ASCII only (`PhoneNumberParser`, `PhoneAsYouTypeFormatter`), which reads
/// nothing else.
enum PhoneCharacters {
    /// The separators of libphonenumber's `kValidPunctuation`, without the carrier placeholder
    /// `x` and the tildes, each with the ASCII character it is handed to the engine as:
    /// dashes, spaces, dots, slashes, brackets and their full-width forms.
    private static let asciiSeparators: [Unicode.Scalar: Unicode.Scalar] = [
        "-": "-", "\u{2010}": "-", "\u{2011}": "-", "\u{2012}": "-", "\u{2013}": "-", "\u{2014}": "-",
        "\u{2015}": "-", "\u{2212}": "-", "\u{30FC}": "-", "\u{FF0D}": "-", "\u{00AD}": "-",
        " ": " ", "\u{00A0}": " ", "\u{200B}": " ", "\u{2060}": " ", "\u{3000}": " ",
        "(": "(", ")": ")", "\u{FF08}": "(", "\u{FF09}": ")",
        "[": "[", "]": "]", "\u{FF3B}": "[", "\u{FF3D}": "]",
        ".": ".", "\u{FF0E}": ".", "/": "/", "\u{FF0F}": "/",
    ]

    /// The ASCII digit `scalar` stands for when it is a decimal digit of any script (`7`, `７`,
    /// `٧`, `७`), all of which libphonenumber reads; `nil` otherwise.
    static func asciiDigit(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        if scalar.isASCII {
            return ("0"..."9").contains(scalar) ? scalar : nil
        }
        guard scalar.properties.generalCategory == .decimalNumber,
            let value = scalar.properties.numericValue, (0...9).contains(value)
        else {
            return nil
        }
        return Unicode.Scalar(UInt8(48 + Int(value)))
    }

    /// Whether `scalar` is a plus sign, ASCII or full-width (`+`, `＋`).
    static func isPlusSign(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "+" || scalar == "\u{FF0B}"
    }

    /// Whether each ASCII byte is a separator (a key of ``asciiSeparators``), indexed by the byte.
    private static let asciiSeparatorBytes: [Bool] = (0..<128).map { asciiSeparators[Unicode.Scalar(UInt8($0))] != nil }

    /// The ASCII form of `scalar` when it is a separator, such as `-` for `－`; `nil` otherwise.
    static func asciiSeparator(for scalar: Unicode.Scalar) -> Unicode.Scalar? {
        asciiSeparators[scalar]
    }

    /// Whether `byte` is an ASCII separator, its own ASCII form (`asciiSeparator(for:)` is not
    /// `nil`), found without hashing: the separators of a number typed or posted in ASCII.
    static func isASCIISeparator(_ byte: UInt8) -> Bool {
        byte < 0x80 && asciiSeparatorBytes[Int(byte)]
    }

    /// The only scalar of `character`, or `nil` when it has several (a digit with a combining
    /// mark, an emoji sequence, `"\r\n"`): no such character belongs in a phone number.
    static func onlyScalar(of character: Character) -> Unicode.Scalar? {
        let scalars = character.unicodeScalars
        guard let first = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex else {
            return nil
        }
        return first
    }
}
