/// The `date` plugin: an ISO 8601 calendar date `YYYY-MM-DD`, real in the calendar, within
/// bounds that are dates or relative to today (``DateValidator``).
///
/// Today is the plugin's `today` (the system clock's date in UTC unless a test fixes it), or
/// the `today` option, which fixes it for a spec's tests and replays:
///
/// ```swift
/// let registry = ValidatorRegistry()
/// try registry.register(DatePlugin(today: { CalendarDate("2026-11-25")! }))
/// let adult = try registry.makeValidator("date", options: ["max": "-P18Y"])
/// adult.validate("2008-11-25")   // .valid
/// adult.validate("2008-11-26")   // .invalid(date.too_late)
/// ```
public struct DatePlugin: ValidatorPlugin {
    /// `"date"`.
    public let identifier = "date"
    /// One line for listings.
    public let summary = "An ISO 8601 date YYYY-MM-DD the calendar has, within bounds fixed or relative to today"
    /// `min`, `max` and `today`.
    public let options = [
        OptionDescription(
            name: "min", type: .string,
            documentation: "Earliest date: YYYY-MM-DD, 'today', or a duration from today such as -P18Y or P30D"),
        OptionDescription(
            name: "max", type: .string,
            documentation: "Latest date: YYYY-MM-DD, 'today', or a duration from today such as -P18Y or P30D"),
        OptionDescription(
            name: "today", type: .string,
            documentation: "Today as YYYY-MM-DD, fixed for tests and replays; the system clock's (UTC) when absent"),
    ]

    /// `date.format`, `date.nonexistent`, `date.too_early` and `date.too_late`.
    public let failureCodes = FailureCodeDescription.core(.dateFormat, .dateNonexistent, .dateTooEarly, .dateTooLate)

    /// Where the validators read today's date.
    private let today: @Sendable () -> CalendarDate

    /// Creates the plugin; its validators read today's date from `today`, the system clock's
    /// date in UTC by default.
    public init(today: @escaping @Sendable () -> CalendarDate = CalendarDate.today) {
        self.today = today
    }

    /// Builds a ``DateValidator``; throws when a bound or `today` is not spelled as documented,
    /// or when fixed bounds are in the wrong order.
    public func make(_ options: ValidatorOptions) throws -> any Validator {
        let bounds = try ["min", "max"].map { name in
            try options.string(name).map { written in
                guard let bound = DateBound(written) else {
                    throw ValidatorConfigurationError.invalidOptionValue(
                        name, plugin: identifier, given: written,
                        expected: "a date as YYYY-MM-DD, 'today', or a duration from today such as -P18Y")
                }
                return bound
            }
        }
        if let earliest = bounds[0]?.fixedDate, let latest = bounds[1]?.fixedDate, latest < earliest {
            throw ValidatorConfigurationError.invalidOptionValue(
                "max", plugin: identifier, given: latest.description, expected: "a date on or after min (\(earliest))")
        }
        var today = self.today
        if let written = options.string("today") {
            guard let fixed = CalendarDate(written) else {
                throw ValidatorConfigurationError.invalidOptionValue(
                    "today", plugin: identifier, given: written, expected: "a date as YYYY-MM-DD, such as 2026-11-25")
            }
            today = { fixed }
        }
        return DateValidator(earliest: bounds[0], latest: bounds[1], today: today)
    }
}
