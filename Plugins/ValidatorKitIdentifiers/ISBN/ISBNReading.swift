import ValidatorKitChecksums

/// What one pass over the UTF-8 bytes of an ISBN field's text found: both checks, the first
/// three digits, and the first problem in reading order.
///
/// Spaces and hyphens are skipped. Nothing is allocated, and reading stops at the first problem.
struct ISBNReading {
    /// The first reason the text cannot become an ISBN, with the byte offset of the character.
    enum Problem {
        /// A character other than a digit or separator, or an `X` anywhere but 10th.
        case character(byteOffset: Int)
        /// One character more than the longest ISBN accepted.
        case length(byteOffset: Int)
        /// A digit that leaves no ISBN-13 prefix (978 or 979) where an ISBN-13 is the only choice.
        case prefix(byteOffset: Int)
    }

    /// The ISBN-10 check over the characters read.
    private(set) var isbn10Check = WeightedMod11()
    /// The ISBN-13 check over the characters read.
    private(set) var isbn13Check = GS1Mod10()
    /// How many characters (digits and a final `X`) were read.
    private(set) var count = 0
    /// The first three digits as a number (fewer while fewer are read).
    private(set) var prefix = 0
    /// Whether the 10th character is `X`.
    private(set) var endsInX = false
    /// The first problem, if any.
    private(set) var problem: Problem?

    /// Reads `text` for the ISBNs `format` accepts.
    init(_ text: String, format: ISBNFormat) {
        for (byteOffset, byte) in text.utf8.enumerated() where !IdentifierText.isSeparator(byte) {
            if endsInX || count == format.longest {
                problem = .length(byteOffset: byteOffset)
                return
            }
            let digit = IdentifierText.digitValue(byte)
            if digit < 10 {
                isbn10Check.append(digit)
                isbn13Check.append(digit)
                count &+= 1
                if count <= 3 {
                    prefix = prefix &* 10 &+ digit
                }
                if !Self.mayStillBeISBN13(prefix: prefix, count: count, format: format) {
                    problem = .prefix(byteOffset: byteOffset)
                    return
                }
            } else if byte | 0x20 == UInt8(ascii: "x"), count == 9, format.acceptsISBN10 {
                isbn10Check.append(10)
                count = 10
                endsInX = true
            } else {
                problem = .character(byteOffset: byteOffset)
                return
            }
        }
    }

    /// Whether `count` digits starting with `prefix` leave some accepted ISBN: an ISBN-13
    /// starts 978 or 979, which matters once it is the only choice left.
    private static func mayStillBeISBN13(prefix: Int, count: Int, format: ISBNFormat) -> Bool {
        switch format {
        case .isbn10:
            return true
        case .any where count <= 10:
            return true
        case .any, .isbn13:
            switch count {
            case 1: return prefix == 9
            case 2: return prefix == 97
            default: return prefix == 978 || prefix == 979
            }
        }
    }

    /// Whether the first three digits make an ISBN-13 prefix (978 or 979).
    var hasISBN13Prefix: Bool {
        count >= 3 && (prefix == 978 || prefix == 979)
    }
}
