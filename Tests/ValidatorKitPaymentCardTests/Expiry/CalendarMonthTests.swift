import Foundation
import Testing
import ValidatorKitPaymentCard

@Suite("CalendarMonth")
struct CalendarMonthTests {
    @Test("months 1 to 12 of years 1 to 9999 exist", arguments: [(2026, 11), (2026, 1), (2026, 12), (1, 1), (9999, 12)])
    func createsAMonth(year: Int, month: Int) throws {
        let created = try #require(CalendarMonth(year: year, month: month))
        #expect(created.year == year)
        #expect(created.month == month)
    }

    @Test("no month 0 or 13, no year 0 or 10000", arguments: [(2026, 0), (2026, 13), (2026, -1), (0, 6), (10_000, 1)])
    func refusesAMonthThatDoesNotExist(year: Int, month: Int) {
        #expect(CalendarMonth(year: year, month: month) == nil)
    }

    @Test("YYYY-MM is read", arguments: [("2026-11", 2026, 11), ("2027-01", 2027, 1), ("0001-12", 1, 12)])
    func readsYearDashMonth(text: String, year: Int, month: Int) {
        #expect(CalendarMonth(text) == CalendarMonth(year: year, month: month))
    }

    @Test("any other text is not a month", arguments: [
        "", "2026", "2026-13", "2026-00", "2026-1", "26-11", "2026/11", "2026-11-01", "tomorrow", "November 2026",
        "2026-+1", "+026-11", "-026-11", "2026- 1", " 2026-11", "２０２６-11",
    ])
    func refusesAnythingElse(text: String) {
        #expect(CalendarMonth(text) == nil)
    }

    @Test func describesItselfAsYearDashMonth() {
        #expect(CalendarMonth(year: 2026, month: 11)!.description == "2026-11")
        #expect(CalendarMonth(year: 2027, month: 3)!.description == "2027-03")
    }

    @Test func ordersByYearThenMonth() {
        let november2026 = CalendarMonth(year: 2026, month: 11)!
        #expect(CalendarMonth(year: 2026, month: 10)! < november2026)
        #expect(november2026 < CalendarMonth(year: 2026, month: 12)!)
        #expect(november2026 < CalendarMonth(year: 2027, month: 1)!)
        #expect(!(november2026 < november2026))
        #expect(CalendarMonth(year: 2025, month: 12)! < november2026)
    }

    /// The current month agrees with Foundation's Gregorian calendar in UTC (read before and
    /// after, so a test run across midnight at the end of a month still passes).
    @Test func theCurrentMonthIsFoundationsGregorianMonthInUTC() throws {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "UTC"))
        let before = calendar.dateComponents([.year, .month], from: Date())
        let current = CalendarMonth.current()
        let after = calendar.dateComponents([.year, .month], from: Date())
        let readings = [before, after].map { CalendarMonth(year: $0.year!, month: $0.month!) }
        #expect(readings.contains(current), "current() is \(current), Foundation says \(readings)")
    }
}
