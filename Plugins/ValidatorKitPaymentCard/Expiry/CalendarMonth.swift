import ValidatorKit

/// A month of a year, such as November 2026: what a card's expiry date names.
public struct CalendarMonth: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// The year, such as 2026.
    public let year: Int
    /// The month, 1 to 12.
    public let month: Int

    /// Creates a month; `nil` unless `month` is 1 to 12 and `year` 1 to 9999.
    public init?(year: Int, month: Int) {
        guard (1...12).contains(month), (1...9999).contains(year) else { return nil }
        self.year = year
        self.month = month
    }

    /// Reads `YYYY-MM`, such as `"2026-11"`; `nil` for any other text.
    public init?(_ text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        // Digits only: `Int` alone would also read a sign ("2026-+1", "+026-11").
        guard parts.count == 2, parts[0].count == 4, parts[1].count == 2,
            parts.allSatisfy({ $0.allSatisfy(ASCII.isDigit) }),
            let year = Int(parts[0]), let month = Int(parts[1])
        else { return nil }
        self.init(year: year, month: month)
    }

    /// The current month in UTC, from the system clock.
    public static func current() -> CalendarMonth {
        let today = CalendarDate.today()
        return CalendarMonth(checkedYear: today.year, month: today.month)
    }

    private init(checkedYear year: Int, month: Int) {
        self.year = year
        self.month = month
    }

    /// `YYYY-MM`.
    public var description: String {
        let month = self.month < 10 ? "0\(self.month)" : "\(self.month)"
        return "\(year)-\(month)"
    }

    /// Whether `left` comes before `right`.
    public static func < (left: CalendarMonth, right: CalendarMonth) -> Bool {
        (left.year, left.month) < (right.year, right.month)
    }
}
