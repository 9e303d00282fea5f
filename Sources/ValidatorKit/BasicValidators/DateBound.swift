/// A bound of the `date` plugin: a fixed date, or a date relative to today.
///
/// Spelled as an ISO 8601 calendar date (`2000-01-01`), `today`, or an ISO 8601 duration from
/// today with an optional sign: `-P18Y` (18 years ago: the latest birth date of an adult),
/// `P30D` (30 days ahead), `-P1Y6M`, `P2W`. Years and months are added first, keeping the day
/// unless the month is shorter (2024-02-29 less one year is 2023-02-28), then weeks and days.
struct DateBound: Sendable, Hashable, CustomStringConvertible {
    private enum Kind: Hashable {
        case fixed(CalendarDate)
        case relative(years: Int, months: Int, days: Int)
    }

    private let kind: Kind
    /// The bound as written.
    let description: String

    /// Reads a bound; `nil` for any other text.
    init?(_ text: String) {
        description = text
        if text == "today" {
            kind = .relative(years: 0, months: 0, days: 0)
        } else if let date = CalendarDate(text) {
            kind = .fixed(date)
        } else if let duration = Self.duration(text) {
            kind = duration
        } else {
            return nil
        }
    }

    /// `[+-]?P(nY)?(nM)?(nW)?(nD)?` with at least one part, each `n` at most 9999 years' worth.
    private static func duration(_ text: String) -> Kind? {
        var rest = Substring(text)
        let sign = rest.first == "-" ? -1 : 1
        if rest.first == "-" || rest.first == "+" { rest = rest.dropFirst() }
        guard rest.first == "P" else { return nil }
        rest = rest.dropFirst()
        var amounts: [Character: Int] = [:]
        var number = ""
        var lastDesignator = -1
        let designators: [Character] = ["Y", "M", "W", "D"]
        for character in rest {
            if character.isASCII, character.isNumber {
                number.append(character)
            } else if let index = designators.firstIndex(of: character), index > lastDesignator,
                !number.isEmpty, number.count <= 7, let amount = Int(number)
            {
                amounts[character] = amount
                lastDesignator = index
                number = ""
            } else {
                return nil
            }
        }
        guard number.isEmpty, !amounts.isEmpty else { return nil }
        return .relative(
            years: sign * (amounts["Y"] ?? 0), months: sign * (amounts["M"] ?? 0),
            days: sign * ((amounts["W"] ?? 0) * 7 + (amounts["D"] ?? 0)))
    }

    /// The date the bound stands for on `today`; `nil` when it falls outside years 1 to 9999.
    func date(today: CalendarDate) -> CalendarDate? {
        switch kind {
        case .fixed(let date): date
        case .relative(let years, let months, let days): today.adding(years: years, months: months, days: days)
        }
    }

    /// The fixed date, when the bound does not depend on today.
    var fixedDate: CalendarDate? {
        if case .fixed(let date) = kind { return date }
        return nil
    }
}
