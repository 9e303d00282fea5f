#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A day of the proleptic Gregorian calendar, years 1 to 9999, such as 2024-02-29: what the
/// `date` plugin reads and compares.
public struct CalendarDate: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, 1 to 9999.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int
    /// The day of the month, 1 to 31.
    public let day: Int

    /// Creates a date; `nil` unless the calendar has that day (`2023-02-29` it has not).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month),
            (1...Self.numberOfDays(inMonth: month, of: year)).contains(day)
        else { return nil }
        self.year = year
        self.month = month
        self.day = day
    }

    /// Reads an ISO 8601 calendar date in its extended form `YYYY-MM-DD`, such as
    /// `"2024-02-29"`; `nil` for any other text or a day the calendar does not have.
    public init?(_ text: String) {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return nil }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for byte in bytes[range] {
                let digit = Int(byte) - Int(UInt8(ascii: "0"))
                guard (0...9).contains(digit) else { return nil }
                value = value * 10 + digit
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return nil }
        self.init(year: year, month: month, day: day)
    }

    /// Today in UTC, from the system clock.
    public static func today() -> CalendarDate {
        CalendarDate(daysSince1970: Int((Date().timeIntervalSince1970 / 86_400).rounded(.down)))
    }

    /// How many days `month` of `year` has: 28 to 31, February 29 in leap years (every fourth
    /// year, but not centuries unless divisible by 400).
    public static func numberOfDays(inMonth month: Int, of year: Int) -> Int {
        switch month {
        case 2: year % 4 == 0 && (year % 100 != 0 || year % 400 == 0) ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    /// The date `years`, `months` and `days` later (earlier when negative): years and months
    /// first, keeping the day unless the month is shorter (2024-02-29 less 18 years is
    /// 2006-02-28), then days; `nil` outside years 1 to 9999.
    func adding(years: Int, months: Int, days: Int) -> CalendarDate? {
        let monthIndex = (year * 12 + month - 1) + years * 12 + months
        let (newYear, newMonth) = (monthIndex.floorDivided(by: 12), monthIndex - monthIndex.floorDivided(by: 12) * 12 + 1)
        guard (1...9999).contains(newYear) else { return nil }
        let shifted = CalendarDate(
            checkedYear: newYear, month: newMonth, day: min(day, Self.numberOfDays(inMonth: newMonth, of: newYear)))
        let result = CalendarDate(daysSince1970: shifted.daysSince1970 + days)
        return (1...9999).contains(result.year) ? result : nil
    }

    private init(checkedYear year: Int, month: Int, day: Int) {
        self.year = year
        self.month = month
        self.day = day
    }

    // Days since 1970-01-01 to a civil date and back: the proleptic Gregorian algorithms of
    // Howard Hinnant's "chrono-compatible low-level date algorithms".

    private init(daysSince1970 days: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shiftedMonth = (5 * dayOfYear + 2) / 153
        let month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
        self.init(
            checkedYear: yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month: month,
            day: dayOfYear - (153 * shiftedMonth + 2) / 5 + 1)
    }

    private var daysSince1970: Int {
        let shiftedYear = month <= 2 ? year - 1 : year
        let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
        let yearOfEra = shiftedYear - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// `YYYY-MM-DD`, such as `0987-06-05`.
    public var description: String {
        func padded(_ value: Int, _ width: Int) -> String {
            let written = String(value)
            return String(repeating: "0", count: max(0, width - written.count)) + written
        }
        return "\(padded(year, 4))-\(padded(month, 2))-\(padded(day, 2))"
    }

    /// Whether `left` comes before `right`.
    public static func < (left: CalendarDate, right: CalendarDate) -> Bool {
        (left.year, left.month, left.day) < (right.year, right.month, right.day)
    }
}

extension Int {
    /// The quotient rounded toward minus infinity.
    fileprivate func floorDivided(by divisor: Int) -> Int {
        let quotient = self / divisor
        return (self % divisor != 0 && (self < 0) != (divisor < 0)) ? quotient - 1 : quotient
    }
}
