public import ValidatorKit

/// Accepts a card's expiry date as `MM/YY` or `MM/YYYY`, not in the past and not further ahead
/// than `maximumYearsAhead` years. Separators (`/`, space, dash) are tolerated.
///
/// It judges as people type: a text is `incomplete` while some continuation is a valid date,
/// and `invalid` at once when none is. It is also the field's `InputFilter` (digits) and its
/// `SectionLayoutProvider` (`2-2`, then `2-4` from the fifth digit).
///
/// | Text (November 2026) | Verdict |
/// |---|---|
/// | `1`, `0` | incomplete |
/// | `13` | invalid, `expiry.month` |
/// | `12/30` | valid |
/// | `12/1` | invalid, `expiry.expired`: no year it can become is ahead |
/// | `10/26` | invalid, `expiry.expired` |
/// | `12/20` | invalid, `expiry.expired`, but typing on to `12/2030` fixes it |
/// | `12/2046` | invalid, `expiry.too_far` |
public struct CardExpiryValidator: Validator, InputFilter, SectionLayoutProvider {
    /// How many years ahead of the current month an expiry may be; 19 by default.
    package let maximumYearsAhead: Int
    /// The current month; the system clock's in UTC unless a test or a replay fixes it.
    package let currentMonth: @Sendable () -> CalendarMonth
    private let expired: Validity
    private let tooFar: Validity

    /// Creates the validator.
    public init(
        maximumYearsAhead: Int = 19, currentMonth: @escaping @Sendable () -> CalendarMonth = CalendarMonth.current
    ) {
        self.maximumYearsAhead = maximumYearsAhead
        self.currentMonth = currentMonth
        expired = .invalid(ValidationFailure(code: .expiryExpired))
        tooFar = .invalid(ValidationFailure(
            code: .expiryTooFar, arguments: ["years": .integer(maximumYearsAhead)]))
    }

    /// Judges `text`; see the table above.
    public func validate(_ text: String) -> Validity {
        // Byte by byte: every byte read before a failure is an ASCII digit or separator, one
        // character each, so a byte's offset is its character's position.
        var digits = ExpiryDigits()
        var offset = 0
        for byte in text.utf8 {
            let digit = ASCII.digitValue(byte)
            if digit < 10 {
                digits.append(digit)
                if digits.count > 6 {
                    return .invalid(ValidationFailure(
                        code: .expiryTooLong, position: offset))
                }
            } else if !(byte == UInt8(ascii: "/") || byte == ASCII.space || byte == ASCII.hyphenMinus) {
                let position = text.characterPosition(ofByteAfterASCII: offset)
                return .invalid(ValidationFailure(
                    code: .expiryCharacter, arguments: ["position": .integer(position + 1)], position: position))
            }
            offset += 1
        }
        return verdict(on: digits)
    }

    private func verdict(on digits: ExpiryDigits) -> Validity {
        guard digits.count >= 2 else {
            return digits.count == 0 || digits.month <= 1 ? .incomplete : monthFailure
        }
        let month = digits.month
        guard (1...12).contains(month) else { return monthFailure }
        let year = digits.year
        // The year the text names as it is, and the years typing on can still make of it
        // (ranges rather than an array, so a keystroke allocates nothing).
        let (exact, continuation, otherContinuation): (Int?, ClosedRange<Int>?, ClosedRange<Int>?) =
            switch digits.count - 2 {
            case 0: (nil, 1...9999, nil)
            case 1: (nil, (2000 + year * 10)...(2009 + year * 10), (year * 1000)...(year * 1000 + 999))
            case 2: (2000 + year, (year * 100)...(year * 100 + 99), nil)
            case 3: (nil, (year * 10)...(year * 10 + 9), nil)
            default: (year, nil, nil)
            }
        let accepted = acceptedYears(forMonth: month)
        if let exact, accepted.contains(exact) {
            return .valid
        }
        let canBecomeValid = continuation?.overlaps(accepted) == true || otherContinuation?.overlaps(accepted) == true
        if let exact {
            let failure = exact < accepted.lowerBound ? expired : tooFar
            guard canBecomeValid, case .invalid(var fixable) = failure else { return failure }
            fixable.isFixableByTyping = true
            return .invalid(fixable)
        }
        if canBecomeValid {
            return .incomplete
        }
        let latest = max(continuation?.upperBound ?? 0, otherContinuation?.upperBound ?? 0)
        return latest < accepted.lowerBound ? expired : tooFar
    }

    /// The years in which `month` is neither past nor too far ahead.
    private func acceptedYears(forMonth month: Int) -> ClosedRange<Int> {
        let now = currentMonth()
        let earliest = month >= now.month ? now.year : now.year + 1
        let latest = month <= now.month ? now.year + maximumYearsAhead : now.year + maximumYearsAhead - 1
        return earliest...max(earliest, latest)
    }

    private var monthFailure: Validity {
        .invalid(ValidationFailure(code: .expiryMonth))
    }

    /// Whether `character` is an ASCII digit.
    public func accepts(_ character: Character) -> Bool {
        ASCII.isDigit(character)
    }

    /// `2-2`, then `2-4` once a fifth digit is typed.
    public func sectionLayout(for text: String) -> SectionLayout {
        var digitCount = 0
        for byte in text.utf8 where ASCII.digitValue(byte) < 10 {
            digitCount += 1
        }
        return digitCount > 4 ? Self.longLayout : Self.shortLayout
    }

    private static let shortLayout: SectionLayout = [2, 2]
    private static let longLayout: SectionLayout = [2, 4]
}

/// The digits of an expiry date read so far: the first two are the month, the rest the year.
private struct ExpiryDigits {
    private(set) var count = 0
    private(set) var month = 0
    private(set) var year = 0

    mutating func append(_ digit: Int) {
        if count < 2 {
            month = month * 10 + digit
        } else {
            year = year * 10 + digit
        }
        count += 1
    }
}
