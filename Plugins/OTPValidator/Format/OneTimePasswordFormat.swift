public import ValidatorKit

/// The shape of a one-time password: a fixed number of ASCII digits, shown in two sections.
///
/// Spaces and dashes between the digits are ignored, so `"123 456"` and `"123-456"` read as
/// `"123456"`. Fewer digits than required is ``Validity/incomplete``; any other character is
/// `otp.character`, and a digit too many is `otp.length`.
///
/// ```swift
/// let format = OneTimePasswordFormat(digits: 6)
/// format.sectionLayout          // 3-3
/// format.validate("123-456")    // .valid
/// format.validate("12a")        // .invalid(otp.character: "Character 3 is not a digit")
/// ```
public struct OneTimePasswordFormat: Sendable, Hashable {
    /// How many digits a code has: 6, 7 or 8.
    public let digits: Int

    /// Creates the format of `digits`-digit codes (6, 7 or 8).
    public init(digits: Int) {
        precondition(OneTimePasswordGenerator.allowedDigits.contains(digits), "a one-time password has 6 to 8 digits")
        self.digits = digits
    }

    /// The sections a field shows: `3-3` for 6 digits, `4-3` for 7, `4-4` for 8.
    public var sectionLayout: SectionLayout {
        let first = (digits + 1) / 2
        return SectionLayout([first, digits - first])
    }

    /// The verdict on the shape of `text` alone, with no secret involved.
    public func validate(_ text: String) -> Validity {
        switch read(text) {
        case .complete: .valid
        case .unfinished(let verdict): verdict
        }
    }

    /// What `text` holds: a complete code, or the reason it is not one.
    func read(_ text: String) -> Reading {
        var code: UInt32 = 0
        var count = 0
        for (position, character) in text.enumerated() {
            if character == " " || character == "-" { continue }
            guard let digit = Self.digitValue(of: character) else {
                return .unfinished(.invalid(ValidationFailure(
                    code: "otp.character", message: "Character \(position + 1) is not a digit", position: position)))
            }
            guard count < digits else {
                return .unfinished(.invalid(ValidationFailure(
                    code: "otp.length", message: "Has more than \(digits) digits", position: position)))
            }
            code = code * 10 + digit
            count += 1
        }
        return count == digits ? .complete(code) : .unfinished(.incomplete)
    }

    /// The value of an ASCII digit, else `nil` (full-width and other scripts' digits included).
    static func digitValue(of character: Character) -> UInt32? {
        guard let ascii = character.asciiValue, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(ascii) else {
            return nil
        }
        return UInt32(ascii - UInt8(ascii: "0"))
    }

    /// The outcome of reading a text as a code.
    enum Reading {
        /// The text holds exactly the required digits, which spell `code`.
        case complete(UInt32)
        /// The text is not a complete code; the verdict says whether typing can still make it one.
        case unfinished(Validity)
    }
}
