import Foundation
import Testing
import ValidatorKit
import ValidatorKitPaymentCard
import ValidatorKitTesting

/// The expiry validator with the current month fixed at November 2026, as in the table of its
/// documentation. Expected years are calendar arithmetic: 2026 + 19 = 2045, so November 2045 is
/// the last month 19 years ahead and December 2045 is one month too far.
@Suite("CardExpiryValidator")
struct CardExpiryValidatorTests {
    static let november2026 = CalendarMonth(year: 2026, month: 11)!
    let validator = CardExpiryValidator(currentMonth: { CardExpiryValidatorTests.november2026 })

    static let expired = ValidationFailure(code: ValidationFailure.Code("expiry.expired"), message: "This card has expired")
    static let badMonth = ValidationFailure(code: ValidationFailure.Code("expiry.month"), message: "The month must be 01 to 12")
    static let tooFar = ValidationFailure(code: ValidationFailure.Code("expiry.too_far"), message: "Expiry is more than 19 years ahead")

    // MARK: Typing in progress

    @Test("a prefix some valid date starts with is incomplete", arguments: ["", "1", "0", "01", "12", "12/", "12/2", "12/20 3", "12/203", "11/204"])
    func callsAPrefixOfAValidDateIncomplete(text: String) {
        #expect(validator.validate(text) == .incomplete)
    }

    // MARK: Months

    @Test("a month no typing can fix is invalid at once", arguments: ["13", "00", "2", "9", "19", "13/30", "00/2030"])
    func refusesAnImpossibleMonthAtOnce(text: String) {
        #expect(validator.validate(text) == .invalid(Self.badMonth))
    }

    // MARK: Accepted dates

    @Test("a date from this month to 19 years ahead is valid, as MM/YY or MM/YYYY", arguments: [
        "12/30", "1230", "12/2030", "122030", "12 30", "12-2030",
        "11/26", "11/2026",  // this very month
        "12/26",  // next month
        "01/27", "01/2027",  // January next year
        "11/45", "11/2045",  // exactly 19 years ahead
        "10/45", "12/44", "12/2044",
    ])
    func acceptsADateNeitherPastNorTooFar(text: String) {
        #expect(validator.validate(text) == .valid)
    }

    // MARK: Expired

    @Test("a past month is expired and no typing fixes it", arguments: ["10/26", "10/2026", "01/26", "12/25", "12/1", "12/0", "12/201", "12/2025"])
    func refusesAPastDateAsExpired(text: String) throws {
        let failure = try #require(validator.validate(text).failure)
        #expect(failure == Self.expired)
        #expect(!failure.isFixableByTyping)
    }

    /// `12/20` names December 2020, but typing on to `12/2030` makes it valid.
    @Test func callsTwoDigitsOfAFourDigitYearExpiredButFixable() throws {
        let failure = try #require(validator.validate("12/20").failure)
        #expect(failure.code.rawValue == "expiry.expired")
        #expect(failure.message(in: .english) == "This card has expired")
        #expect(failure.isFixableByTyping)
        #expect(validator.validate("12/2030") == .valid)
    }

    // MARK: Too far ahead

    @Test("a date more than 19 years ahead is too far", arguments: ["12/46", "12/2046", "12/45", "12/2045", "01/46", "11/46", "12/99", "12/205", "12/9999"])
    func refusesADateTooFarAhead(text: String) throws {
        let failure = try #require(validator.validate(text).failure)
        #expect(failure == Self.tooFar)
        #expect(!failure.isFixableByTyping)
    }

    @Test func respectsMaximumYearsAhead() {
        let fiveYears = CardExpiryValidator(maximumYearsAhead: 5) { Self.november2026 }
        #expect(fiveYears.validate("11/31") == .valid)
        #expect(fiveYears.validate("12/31") == .invalid(ValidationFailure(
            code: ValidationFailure.Code("expiry.too_far"), message: "Expiry is more than 5 years ahead")))
        #expect(fiveYears.validate("12/30") == .valid)
    }

    /// In December the whole of the year 19 years ahead is accepted: 2026-12 + 19 years = 2045-12.
    @Test func countsYearsFromTheCurrentMonth() {
        let december = CardExpiryValidator { CalendarMonth(year: 2026, month: 12)! }
        #expect(december.validate("12/45") == .valid)
        #expect(december.validate("01/46").failure?.code.rawValue == "expiry.too_far")
        #expect(december.validate("11/26").failure?.code.rawValue == "expiry.expired")
        #expect(december.validate("12/26") == .valid)
    }

    // MARK: Malformed text

    @Test("a seventh digit is too long, at its position", arguments: [
        ("1220301", 6), ("12/20301", 7), ("12/2030 1", 8), ("1111111111", 6),
    ])
    func refusesMoreThanSixDigits(text: String, position: Int) {
        #expect(validator.validate(text) == .invalid(ValidationFailure(
            code: ValidationFailure.Code("expiry.too_long"), message: "An expiry date has at most 6 digits (MM/YYYY)", position: position)))
    }

    @Test("a character neither digit nor separator is named by its position", arguments: [
        ("a", 0), ("1a", 1), ("12/3x", 4), ("12.30", 2), ("１２/30", 0), ("12/😀", 3), ("12\t30", 2),
    ])
    func refusesALetterAtItsPosition(text: String, position: Int) {
        #expect(validator.validate(text) == .invalid(ValidationFailure(
            code: ValidationFailure.Code("expiry.character"), message: "Character \(position + 1) is not a digit", position: position)))
    }

    // MARK: Input filter and sections

    @Test func acceptsOnlyASCIIDigits() {
        for digit in "0123456789" {
            #expect(validator.accepts(digit))
        }
        for other: Character in ["/", " ", "-", "a", "１", "٣", "😀"] {
            #expect(!validator.accepts(other))
        }
    }

    @Test("sections are 2-2 until a fifth digit, then 2-4", arguments: [
        ("", [2, 2]), ("1", [2, 2]), ("12", [2, 2]), ("12/3", [2, 2]), ("1230", [2, 2]), ("12/30", [2, 2]),
        ("12/203", [2, 4]), ("122030", [2, 4]), ("12/2030", [2, 4]),
    ])
    func laysOutTwoThenTwoOrFour(text: String, lengths: [Int]) throws {
        #expect(validator.sectionLayout(for: text) == (try SectionLayout(lengths)))
    }

    @Test func aFieldTakesUpToSixDigitsAndShowsMonthAndYear() {
        let field = Field(identifier: "expiry", title: "Expiry", validation: ValidatorChain([validator]))
        #expect(field.layout == SectionLayout(arrayLiteral: 2, 2))
        field.beginEditing()
        field.paste("12/30")
        #expect(field.text == "1230")
        #expect(field.sections == ["12", "30"])
        #expect(field.validity == .valid)
        field.clear()
        field.paste("12/2030")
        #expect(field.text == "122030")
        #expect(field.layout == SectionLayout(arrayLiteral: 2, 4))
        #expect(field.sections == ["12", "2030"])
        #expect(field.validity == .valid)
        let outcome = field.insert("1")
        #expect(outcome.overCapacity == 1)
        #expect(field.text == "122030")
    }

    // MARK: Plugin

    @Test func conformsToThePluginContract() {
        let inputs = ["1", "13", "12/30", "12/2030", "12/20", "12/1", "12/46", "1220301", "1a"]
        #expect(PluginConformance.problems(of: CardExpiryPlugin(), options: ["today": .string("2026-11")], inputs: inputs) == [])
        #expect(PluginConformance.problems(of: CardExpiryPlugin(), inputs: inputs) == [])
        #expect(PluginConformance.problems(of: CardExpiryPlugin(), options: ["maxYearsAhead": .integer(5)], inputs: inputs) == [])
    }

    @Test func thePluginReadsTodayAndMaxYearsAhead() throws {
        let registry = ValidatorRegistry()
        try registry.register(CardExpiryPlugin())
        let fixed = try registry.makeValidator("card-expiry", options: ["today": .string("2026-11")])
        #expect(fixed.validate("11/26") == .valid)
        #expect(fixed.validate("10/26") == .invalid(Self.expired))
        #expect(fixed.validate("11/45") == .valid)
        #expect(fixed.validate("12/46") == .invalid(Self.tooFar))
        let five = try registry.makeValidator("card-expiry", options: ["today": .string("2026-11"), "maxYearsAhead": .integer(5)])
        #expect(five.validate("11/31") == .valid)
        #expect(five.validate("12/31") == .invalid(ValidationFailure(
            code: ValidationFailure.Code("expiry.too_far"), message: "Expiry is more than 5 years ahead")))
    }

    @Test("a today that is not a YYYY-MM month is a configuration error naming the option", arguments: [
        "2026-13", "tomorrow", "2026-00", "2026-1", "26-11", "2026/11", "", "2026-11-01", "2026-+1", "+026-11",
    ])
    func refusesAMalformedToday(today: String) throws {
        let registry = ValidatorRegistry()
        try registry.register(CardExpiryPlugin())
        let error = try #require(throws: ValidatorConfigurationError.self) {
            try registry.makeValidator("card-expiry", options: ["today": .string(today)])
        }
        #expect(error.option == "today")
        #expect(error == .invalidOptionValue(
            "today", plugin: "card-expiry", given: today, expected: "a month as YYYY-MM, such as 2026-11"))
    }

    @Test("maxYearsAhead outside 1 to 50 is a configuration error naming the option", arguments: [0, -1, 51])
    func refusesMaxYearsAheadOutOfRange(years: Int) throws {
        let registry = ValidatorRegistry()
        try registry.register(CardExpiryPlugin())
        let error = try #require(throws: ValidatorConfigurationError.self) {
            try registry.makeValidator("card-expiry", options: ["maxYearsAhead": .integer(years)])
        }
        #expect(error.option == "maxYearsAhead")
    }
}
