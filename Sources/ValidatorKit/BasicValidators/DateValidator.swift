/// Accepts an ISO 8601 calendar date `YYYY-MM-DD` that the calendar has (leap years included)
/// and that lies within bounds, fixed or relative to today.
///
/// Bounds are spelled as the `date` plugin's `min` and `max` options (``DatePlugin``): a date,
/// `today`, or an ISO 8601 duration from today such as `-P18Y`. Today comes from `today`,
/// the system clock's date in UTC unless a test or a replay fixes it.
///
/// | Text (max `-P18Y`, today 2026-11-25) | Verdict |
/// |---|---|
/// | `2000-02-29` | valid |
/// | `2000-0`, `1999-12-3` | incomplete |
/// | `1999-13` | invalid, `date.nonexistent` |
/// | `2023-02-29` | invalid, `date.nonexistent` |
/// | `2008-11-26` | invalid, `date.too_late` (2008-11-25 or earlier) |
/// | `2000/01/01` | invalid, `date.format` at character 5 |
public struct DateValidator: Validator {
    /// The earliest date accepted, if any.
    let earliest: DateBound?
    /// The latest date accepted, if any.
    let latest: DateBound?
    /// Today's date.
    let today: @Sendable () -> CalendarDate

    /// Creates a validator; `nil` when a bound is neither a date, `today` nor a duration such as
    /// `-P18Y`, or when two fixed bounds are in the wrong order.
    public init?(
        earliest: String? = nil, latest: String? = nil,
        today: @escaping @Sendable () -> CalendarDate = CalendarDate.today
    ) {
        let earliestBound = earliest.map(DateBound.init)
        let latestBound = latest.map(DateBound.init)
        guard earliestBound != .some(nil), latestBound != .some(nil) else { return nil }
        self.init(earliest: earliestBound ?? nil, latest: latestBound ?? nil, today: today)
        if let first = self.earliest?.fixedDate, let last = self.latest?.fixedDate, last < first { return nil }
    }

    init(earliest: DateBound?, latest: DateBound?, today: @escaping @Sendable () -> CalendarDate) {
        self.earliest = earliest
        self.latest = latest
        self.today = today
    }

    /// The shape every date has: four digits, a hyphen, two digits, a hyphen, two digits.
    private static let shape = Array("DDDD-DD-DD".utf8)

    /// Judges `text` as it is typed: a beginning of a date the calendar has is `incomplete`; a
    /// month or day no continuation can make real is `date.nonexistent` at once.
    public func validate(_ text: String) -> Validity {
        var values = [0, 0, 0]
        var count = 0
        for byte in text.utf8 {
            // Every byte before the failing one is ASCII, so the count is the character's position.
            guard count < Self.shape.count else { return formatFailure(at: count) }
            let digit = Int(byte) - Int(UInt8(ascii: "0"))
            if Self.shape[count] == UInt8(ascii: "D") {
                guard (0...9).contains(digit) else { return formatFailure(at: count) }
                let part = count < 4 ? 0 : count < 7 ? 1 : 2
                values[part] = values[part] * 10 + digit
            } else if byte != UInt8(ascii: "-") {
                return formatFailure(at: count)
            }
            count += 1
        }
        let (year, month, day) = (values[0], values[1], values[2])
        // The smallest month and day the digits typed so far can still become.
        let monthDigits = max(0, min(count, 7) - 5)
        let dayDigits = max(0, count - 8)
        let leastMonth = monthDigits == 0 ? 1 : monthDigits == 1 ? max(1, month * 10) : month
        let leastDay = dayDigits == 0 ? 1 : dayDigits == 1 ? max(1, day * 10) : day
        if count >= 4, year == 0 { return nonexistent }
        if monthDigits > 0, leastMonth > 12 || (monthDigits == 2 && month == 0) { return nonexistent }
        if dayDigits > 0, leastDay > CalendarDate.numberOfDays(inMonth: month, of: year) || (dayDigits == 2 && day == 0) {
            return nonexistent
        }
        guard count == Self.shape.count, let date = CalendarDate(year: year, month: month, day: day) else {
            return .incomplete
        }
        return verdict(on: date)
    }

    /// `valid` when `date` lies within the bounds, read for today.
    private func verdict(on date: CalendarDate) -> Validity {
        guard earliest != nil || latest != nil else { return .valid }
        let today = self.today()
        if let first = earliest?.date(today: today), date < first {
            return .invalid(ValidationFailure(code: .dateTooEarly, arguments: ["minimum": .string(first.description)]))
        }
        if let last = latest?.date(today: today), last < date {
            return .invalid(ValidationFailure(code: .dateTooLate, arguments: ["maximum": .string(last.description)]))
        }
        return .valid
    }

    private var nonexistent: Validity {
        .invalid(ValidationFailure(code: .dateNonexistent))
    }

    private func formatFailure(at position: Int) -> Validity {
        .invalid(ValidationFailure(code: .dateFormat, arguments: ["position": .integer(position + 1)], position: position))
    }
}
