public import ValidatorKit

/// The shape of a one-time password: a fixed number of ASCII digits, shown in two sections.
///
/// Spaces and dashes between the digits are ignored, so `"123 456"` and `"123-456"` read as
/// `"123456"`. Fewer digits than required is `incomplete`; any other character is
/// `otp.character`, and a digit too many is `otp.length`.
///
/// ```swift
/// let format = try OneTimePasswordFormat(digits: 6)
/// format.sectionLayout          // 3-3
/// format.validate("123-456")    // .valid
/// format.validate("12a")        // .invalid(otp.character: "Character 3 is not a digit")
/// ```
public struct OneTimePasswordFormat: Sendable, Hashable {
    /// How many digits a code has: 6, 7 or 8.
    public let digits: Int
    /// The sections a field shows: `3-3` for 6 digits, `4-3` for 7, `4-4` for 8.
    public let sectionLayout: SectionLayout

    /// Creates the format of `digits`-digit codes (6, 7 or 8); throws
    /// ``OneTimePasswordParameterError`` for any other count.
    public init(digits: Int) throws(OneTimePasswordParameterError) {
        guard OneTimePasswordGenerator.allowedDigits.contains(digits) else { throw .unsupportedDigitCount(digits) }
        self.init(validDigits: digits)
    }

    /// The format of 6-digit codes, the most common.
    static let sixDigits = OneTimePasswordFormat(validDigits: 6)

    private init(validDigits digits: Int) {
        self.digits = digits
        let first = (digits + 1) / 2
        // Valid digit counts are 6 to 8, so both sections hold at least 3.
        sectionLayout = (try? SectionLayout([first, digits - first])) ?? .unsectioned
    }

    /// The verdict on the shape of `text` alone, with no secret involved.
    public func validate(_ text: String) -> Validity {
        switch read(text) {
        case .complete: .valid
        case .unfinished(let verdict): verdict
        }
    }

    /// What `text` holds: a complete code, or the reason it is not one.
    ///
    /// A short ASCII text (every code) is read byte by byte, since each byte is then one
    /// character (CR LF, the one exception, is refused at its CR, where both counts still agree);
    /// anything else is read character by character, so positions count what a person sees as
    /// one character.
    func read(_ text: String) -> Reading {
        let utf8 = text.utf8
        if utf8.count <= Self.byteReadingLimit,
            let reading = utf8.withContiguousStorageIfAvailable(readASCII), let reading
        {
            return reading
        }
        var reader = Reader(digits: digits)
        for (position, character) in text.enumerated() {
            if let verdict = reader.take(character.asciiValue, at: position) { return verdict }
        }
        return reader.verdict
    }

    /// What the UTF-8 `bytes` hold, read byte by byte; `nil` when they are not all ASCII.
    private func readASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Reading? {
        guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
        var reader = Reader(digits: digits)
        for position in bytes.indices {
            if let verdict = reader.take(bytes[position], at: position) { return verdict }
        }
        return reader.verdict
    }

    /// The longest text read byte by byte; longer ones are read character by character, which
    /// stops at the first extra digit instead of scanning the whole text for non-ASCII bytes.
    private static let byteReadingLimit = 64

    /// The value of an ASCII digit, else `nil` (full-width and other scripts' digits included).
    static func digitValue(of character: Character) -> UInt32? {
        digitValue(of: character.asciiValue)
    }

    private static func digitValue(of ascii: UInt8?) -> UInt32? {
        guard let ascii, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(ascii) else { return nil }
        return UInt32(ascii - UInt8(ascii: "0"))
    }

    /// Reads a code one character at a time.
    private struct Reader {
        let digits: Int
        var code: UInt32 = 0
        var count = 0

        /// Takes the character at `position` (its ASCII value, `nil` when it has none); returns a
        /// verdict as soon as the text cannot be a code.
        mutating func take(_ ascii: UInt8?, at position: Int) -> Reading? {
            if ascii == UInt8(ascii: " ") || ascii == UInt8(ascii: "-") { return nil }
            guard let digit = OneTimePasswordFormat.digitValue(of: ascii) else {
                return .unfinished(.invalid(ValidationFailure(
                    code: .otpCharacter, arguments: ["position": .integer(position + 1)], position: position)))
            }
            guard count < digits else {
                return .unfinished(.invalid(ValidationFailure(
                    code: .otpLength, arguments: ["digits": .integer(digits)], position: position)))
            }
            code = code * 10 + digit
            count += 1
            return nil
        }

        /// The verdict once every character has been taken.
        var verdict: Reading {
            count == digits ? .complete(code) : .unfinished(.incomplete)
        }
    }

    /// The outcome of reading a text as a code.
    enum Reading {
        /// The text holds exactly the required digits, which spell `code`.
        case complete(UInt32)
        /// The text is not a complete code; the verdict says whether typing can still make it one.
        case unfinished(Validity)
    }
}
