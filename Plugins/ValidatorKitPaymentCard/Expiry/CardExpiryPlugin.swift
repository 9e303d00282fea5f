public import ValidatorKit

/// The `card-expiry` plugin: a card's expiry date, MM/YY or MM/YYYY, neither past nor too far
/// ahead.
public struct CardExpiryPlugin: ValidatorPlugin {
    /// `"card-expiry"`.
    public let identifier = "card-expiry"
    /// One line for listings.
    public let summary = "Card expiry date MM/YY or MM/YYYY, not past and not too far ahead"
    /// `maxYearsAhead` and `today`.
    public let options = [
        OptionDescription(
            name: "maxYearsAhead", type: .integer, defaultValue: .integer(19),
            documentation: "How many years ahead an expiry date may be"),
        OptionDescription(
            name: "today", type: .string,
            documentation: "The current month as YYYY-MM, fixed for tests and replays; the system clock's (UTC) when absent"),
    ]
    /// The codes of ``CardExpiryValidator``.
    public let failureCodes = [
        FailureCodeDescription(.expiryCharacter, parameters: [.integer("position")]),
        FailureCodeDescription(.expiryMonth),
        FailureCodeDescription(.expiryExpired),
        FailureCodeDescription(.expiryTooFar, parameters: [.integer("years")]),
        FailureCodeDescription(.expiryTooLong),
    ]

    /// Creates the plugin.
    public init() {}

    /// Builds a ``CardExpiryValidator``; `maxYearsAhead` must be 1 to 50 and `today` a month.
    public func make(_ options: ValidatorOptions) throws -> any Validator {
        let years = options.integer("maxYearsAhead") ?? 19
        guard (1...50).contains(years) else {
            throw ValidatorConfigurationError.invalidOptionValue(
                "maxYearsAhead", plugin: identifier, given: String(years), expected: "a number of years from 1 to 50")
        }
        guard let today = options.string("today") else {
            return CardExpiryValidator(maximumYearsAhead: years)
        }
        guard let month = CalendarMonth(today) else {
            throw ValidatorConfigurationError.invalidOptionValue(
                "today", plugin: identifier, given: today, expected: "a month as YYYY-MM, such as 2026-11")
        }
        return CardExpiryValidator(maximumYearsAhead: years) { month }
    }
}
