/// What the characters of a text say before the engine is asked: how many digits it holds,
/// the first character that cannot be part of a phone number, and the text in ASCII.
struct PhoneTextReading: Sendable, Hashable {
    /// A character that cannot be part of a phone number, at its position (counted in characters).
    enum Problem: Sendable, Hashable {
        /// A letter, symbol, control character or emoji.
        case character(position: Int)
        /// A plus sign after a digit or after another plus sign.
        case misplacedPlusSign(position: Int)
    }

    /// The number of digits before the first problem.
    private(set) var digitCount = 0
    /// The first problem, if any.
    private(set) var problem: Problem?
    /// The text with every digit, plus sign and separator in ASCII (the text itself when it is
    /// ASCII already), as the engine is given it; meaningful only without a problem.
    private(set) var asciiText: String

    /// Reads `text` up to its first problem: byte by byte while it is ASCII (so that a pasted
    /// megabyte of digits costs a pass over its bytes, not over its grapheme clusters), character
    /// by character when it is not.
    init(_ text: String) {
        asciiText = text
        var text = text
        let isRead = text.withUTF8 { readASCII($0) }
        if !isRead {
            self = PhoneTextReading(characterByCharacter: text)
        }
    }

    /// Reads `bytes` while they are ASCII, one character each; whether it read them all or found
    /// a problem, `false` when it met a byte of a non-ASCII character (the reading is then
    /// incomplete, to be done character by character).
    private mutating func readASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        var hasStarted = false
        for position in bytes.indices {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                digitCount += 1
                hasStarted = true
            case UInt8(ascii: "+"):
                if hasStarted {
                    problem = .misplacedPlusSign(position: position)
                    return true
                }
                hasStarted = true
            case 0x80...:
                // A combining mark may join the character before: read the text again from its start.
                return false
            default:
                if !PhoneCharacters.isASCIISeparator(byte) {
                    problem = .character(position: position)
                    return true
                }
            }
        }
        return true
    }

    /// Reads `text` up to its first problem, one character at a time.
    private init(characterByCharacter text: String) {
        asciiText = text
        var translated: String?
        var hasStarted = false
        for (position, character) in text.enumerated() {
            guard let scalar = PhoneCharacters.onlyScalar(of: character) else {
                problem = .character(position: position)
                return
            }
            let ascii: Unicode.Scalar
            if let digit = PhoneCharacters.asciiDigit(for: scalar) {
                digitCount += 1
                hasStarted = true
                ascii = digit
            } else if PhoneCharacters.isPlusSign(scalar) {
                if hasStarted {
                    problem = .misplacedPlusSign(position: position)
                    return
                }
                hasStarted = true
                ascii = "+"
            } else if let separator = PhoneCharacters.asciiSeparator(for: scalar) {
                ascii = separator
            } else {
                problem = .character(position: position)
                return
            }
            if translated == nil, ascii != scalar {
                // Every character so far is one ASCII scalar, so the first `position` scalars are
                // the text so far.
                translated = String(String.UnicodeScalarView(text.unicodeScalars.prefix(position)))
            }
            translated?.unicodeScalars.append(ascii)
        }
        if let translated {
            asciiText = translated
        }
    }
}
