import Testing
import ValidatorKit
import ValidatorKitTesting

@Suite struct DateValidatorTests {
    static let today = CalendarDate("2026-11-25")!

    func validator(_ options: [String: JSONValue]) throws -> any Validator {
        let registry = ValidatorRegistry()
        try registry.register(DatePlugin(today: { Self.today }))
        return try registry.makeValidator("date", options: options)
    }

    /// Every day written `YYYY-MM-DD` with months 00 to 13 and days 00 to 32, in years whose
    /// Februaries differ (1900 and 2100 are not leap years, 2000 and 2400 are): valid exactly
    /// when Python's `date.fromisoformat` reads it.
    @Test func aDateIsValidExactlyWhenPythonReadsIt() throws {
        var texts: [String] = []
        for year in ["0000", "0001", "0004", "1900", "1999", "2000", "2023", "2024", "2100", "2400", "9999"] {
            for month in 0...13 {
                for day in 0...32 {
                    texts.append("\(year)-\(month < 10 ? "0" : "")\(month)-\(day < 10 ? "0" : "")\(day)")
                }
            }
        }
        let expected = try PythonReference.answers("lambda text: date.fromisoformat(text).isoformat() == text", to: texts)
        let validator = DateValidator()!
        let ours = texts.map { validator.validate($0).isValid ? "True" : "error:ValueError" }
        #expect(zip(texts, zip(ours, expected)).filter { $1.0 != $1.1 }.map(\.0) == [])
    }

    @Test(arguments: [
        ("2000-02-29", Validity.valid),
        ("2000-0", .incomplete),
        ("1999-12-3", .incomplete),
        ("1999-13", .invalid(ValidationFailure(code: .dateNonexistent))),
        ("1999-2", .invalid(ValidationFailure(code: .dateNonexistent))),
        ("2023-02-3", .invalid(ValidationFailure(code: .dateNonexistent))),
        ("2023-02-29", .invalid(ValidationFailure(code: .dateNonexistent))),
        ("0000", .invalid(ValidationFailure(code: .dateNonexistent))),
        ("2000/01/01", .invalid(ValidationFailure(code: .dateFormat, arguments: ["position": 5], position: 4))),
        ("2000-01-011", .invalid(ValidationFailure(code: .dateFormat, arguments: ["position": 11], position: 10))),
    ])
    func aDateIsJudgedAsItIsTyped(text: String, expected: Validity) {
        #expect(DateValidator()!.validate(text) == expected)
    }

    /// An adult on 2026-11-25 was born on 2008-11-25 or earlier.
    @Test func aBoundRelativeToTodayReadsTheInjectedClock() throws {
        let adult = try validator(["max": "-P18Y"])
        #expect(adult.validate("2008-11-25") == .valid)
        #expect(adult.validate("2008-11-26") == .invalid(ValidationFailure(code: .dateTooLate, arguments: ["maximum": "2008-11-25"])))
        #expect(adult.validate("2008-11-26").failure?.message(in: .english) == "Must be 2008-11-25 or earlier")
    }

    @Test func todayAsABoundIsTheInjectedDay() throws {
        let notPast = try validator(["min": "today"])
        #expect(notPast.validate("2026-11-25") == .valid)
        #expect(notPast.validate("2026-11-24").failure?.message(in: .english) == "Must be 2026-11-25 or later")
    }

    /// 2024-02-29 less 18 years: February 2006 has no 29th, so the bound is its last day.
    @Test func aYearFromTheTwentyNinthOfFebruaryIsTheLastDayOfFebruary() throws {
        let registry = ValidatorRegistry()
        try registry.register(DatePlugin(today: { CalendarDate("2024-02-29")! }))
        let adult = try registry.makeValidator("date", options: ["max": "-P18Y"])
        #expect(adult.validate("2006-02-28") == .valid)
        #expect(adult.validate("2006-03-01").failure?.code == .dateTooLate)
    }

    /// Days and weeks from today agree with Python's `date + timedelta`.
    @Test(arguments: [1, 6, 30, 45, 366, 1_000, 3_653])
    func daysFromTodayAgreeWithPython(days: Int) throws {
        let expected = try PythonReference.answers(
            "lambda n: (date(2026, 11, 25) + timedelta(days=int(n))).isoformat() + ' ' + (date(2026, 11, 25) - timedelta(days=int(n))).isoformat()",
            to: [String(days)])
        let dates = try #require(expected.first).split(separator: " ").map(String.init)
        let (ahead, ago) = (dates[0], dates[1])
        let window = try validator(["min": .string("-P\(days)D"), "max": .string("P\(days)D")])
        #expect(window.validate(ahead) == .valid)
        #expect(window.validate(ago) == .valid)
        #expect(window.validate("2026-11-25") == .valid)
        if days % 7 == 0 {
            let weeks = try validator(["max": .string("P\(days / 7)W")])
            #expect(weeks.validate(ahead) == .valid)
        }
        #expect(try validator(["max": .string("P\(days)D")]).validate(ahead).isValid)
        #expect(try validator(["max": .string("P\(days - 1)D")]).validate(ahead).failure?.code == .dateTooLate)
    }

    @Test(arguments: ["yesterday", "P", "-P18", "P1D1Y", "2026-02-30", "18Y"])
    func aBoundSpelledOtherwiseIsAConfigurationErrorNamingTheOption(bound: String) throws {
        let error = #expect(throws: ValidatorConfigurationError.self) { try validator(["min": .string(bound)]) }
        #expect(error?.description.contains("'min'") == true)
    }

    @Test func fixedBoundsInTheWrongOrderAreAConfigurationError() {
        #expect(throws: ValidatorConfigurationError.self) { try validator(["min": "2026-01-02", "max": "2026-01-01"]) }
    }

    @Test func theTodayOptionFixesTheDayForSpecsAndReplays() throws {
        let registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
        let fixed = try registry.makeValidator("date", options: ["min": "today", "today": "2020-01-01"])
        #expect(fixed.validate("2020-01-01") == .valid)
        #expect(fixed.validate("2019-12-31").failure?.code == .dateTooEarly)
    }

    @Test func thePluginConforms() {
        #expect(PluginConformance.problems(of: DatePlugin(today: { Self.today }), options: ["min": "2000-01-01", "max": "today"]) == [])
        #expect(PluginConformance.exampleProblems(
            of: DatePlugin(today: { Self.today }), options: ["min": "2000-01-01", "max": "today"],
            valid: ["2000-01-01", "2024-02-29", "2026-11-25"],
            invalid: ["1999-12-31", "2026-11-26", "2023-02-29", "2000-1-1"]) == [])
        #expect(PluginConformance.unreachedCodes(
            of: DatePlugin(today: { Self.today }), options: ["min": "2000-01-01", "max": "today"],
            inputs: ["1999-12-31", "2026-11-26", "2023-02-29", "2000-1-1"]) == [])
    }
}
