/// The `length` plugin: bounds on the number of characters (grapheme clusters).
package struct LengthPlugin: ValidatorPlugin {
    /// `"length"`.
    package let identifier = "length"
    /// One line for listings.
    package let summary = "Bounds the number of characters (grapheme clusters)"
    /// `min` and `max`.
    package let options = [
        OptionDescription(
            name: "min", type: .integer, defaultValue: .integer(0),
            documentation: "Fewest characters accepted"),
        OptionDescription(
            name: "max", type: .integer,
            documentation: "Most characters accepted; no limit when absent"),
    ]

    /// `length.too_short` and `length.too_long`.
    package let failureCodes = FailureCodeDescription.core(.lengthTooShort, .lengthTooLong)

    /// Creates the plugin.
    package init() {}

    /// Builds a ``LengthValidator``; throws when `min` or `max` is negative or `min > max`.
    package func make(_ options: ValidatorOptions) throws -> any Validator {
        let minimum = options.integer("min") ?? 0
        let maximum = options.integer("max")
        do {
            return try LengthValidator(minimum: minimum, maximum: maximum)
        } catch {
            switch error.code {
            case .negativeMinimum:
                throw ValidatorConfigurationError.invalidOptionValue(
                    "min", plugin: identifier, given: String(minimum), expected: "an integer of at least 0")
            default:
                throw ValidatorConfigurationError.invalidOptionValue(
                    "max", plugin: identifier, given: maximum.map(String.init) ?? "",
                    expected: "an integer of at least \(error.leastAcceptedValue) (and at least min)")
            }
        }
    }
}

/// Accepts texts whose character count lies within bounds.
///
/// Too short is `length.too_short` (fixable by typing, so quiet until the end of editing);
/// too long is `length.too_long`.
public struct LengthValidator: Validator {
    /// The fewest characters accepted.
    package let minimum: Int
    /// The most characters accepted, or `nil` for no limit.
    package let maximum: Int?
    // Built once, so that a keystroke below the minimum builds no failure.
    private let tooShort: Validity
    private let tooLong: Validity

    /// Creates a validator for `minimum...maximum` characters.
    ///
    /// Throws ``LengthBoundsError`` when `minimum` is negative, or `maximum` is below `minimum`
    /// or below 1.
    public init(minimum: Int = 0, maximum: Int? = nil) throws(LengthBoundsError) {
        guard minimum >= 0 else { throw .negativeMinimum(minimum) }
        if let maximum, maximum < max(minimum, 1) { throw .maximumTooSmall(maximum, minimum: minimum) }
        self.minimum = minimum
        self.maximum = maximum
        tooShort = .invalid(ValidationFailure(
            code: .lengthTooShort, arguments: ["minimum": .integer(minimum)], isFixableByTyping: true))
        let most = maximum ?? 0
        tooLong = .invalid(ValidationFailure(code: .lengthTooLong, arguments: ["maximum": .integer(most)], position: most))
    }

    /// Counts the characters of `text`, stopping as soon as the verdict is known.
    public func validate(_ text: String) -> Validity {
        let count = Self.asciiCharacterCount(of: text) ?? characterCount(of: text)
        if count < minimum {
            return tooShort
        }
        if let maximum, count > maximum {
            return tooLong
        }
        return .valid
    }

    /// The number of characters of `text` when it is ASCII without a carriage return: each
    /// byte is then a character of its own (in ASCII only `\r\n` joins two scalars into one
    /// grapheme cluster, UAX #29 rule GB3), counted without breaking the text into clusters.
    /// `nil` for any other text.
    private static func asciiCharacterCount(of text: String) -> Int? {
        let utf8 = text.utf8
        let isPlain = utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 < 0x80 && $0 != UInt8(ascii: "\r") }
        }
        return isPlain == true ? utf8.count : nil
    }

    /// The number of characters of `text`, counted up to one more than the verdict needs.
    private func characterCount(of text: String) -> Int {
        let limit = (maximum ?? minimum) + 1
        var count = 0
        for _ in text {
            count += 1
            if count >= limit { break }
        }
        return count
    }
}
