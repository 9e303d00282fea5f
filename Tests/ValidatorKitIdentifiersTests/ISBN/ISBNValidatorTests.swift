import Testing
import ValidatorKit
import ValidatorKitIdentifiers
import ValidatorKitTesting

@Suite("ISBNValidator")
struct ISBNValidatorTests {
    /// Published ISBNs: Wikipedia, "ISBN" (978-0-306-40615-7 and 0-306-40615-2, and the
    /// 978-3-16-148410-0 of its barcode illustration), and python-stdnum's documentation of
    /// stdnum.isbn (978-9024538270, 1-85798-218-5 and its ISBN-13 978-1-85798-218-3).
    static let published = [
        "978-0-306-40615-7", "0-306-40615-2", "978-3-16-148410-0", "978-9024538270", "1-85798-218-5",
        "978-1-85798-218-3", "0 306 40615 2",
    ]

    @Test(arguments: published)
    func acceptsPublishedISBNsAndStaysQuietOnTheirPrefixes(isbn: String) {
        let validator = ISBNValidator()
        #expect(validator.validate(isbn) == .valid)
        // A proper prefix of a valid ISBN is incomplete, never invalid (an ISBN-10's prefix of
        // 13 digits may fail its own check: it is still a prefix).
        #expect(properPrefixVerdicts(of: isbn, by: validator).values.allSatisfy { $0 == .incomplete || $0 == .valid })
    }

    @Test(arguments: [
        (ISBNFormat.any, "978-0-306-40615-7", Verdict.valid),
        (.any, "0306406152", .valid),
        (.any, "030640615", .incomplete),
        (.any, "123456789X", .valid),
        (.any, "978-0-306", .incomplete),
        (.any, "9780306406", .incomplete),
        (.any, "0306406153", Verdict("isbn.checksum 'Check digit does not match; a digit may be mistyped'")),
        (.any, "030640615X", Verdict("isbn.checksum 'Check digit does not match; a digit may be mistyped'")),
        (.any, "9780306406158", Verdict("isbn.checksum 'Check digit does not match; a digit may be mistyped'")),
        (.any, "9770306406157", Verdict("isbn.prefix 'An ISBN-13 starts with 978 or 979' at 10")),
        (.any, "978-0-306-40615-77", Verdict("isbn.length 'An ISBN has 10 or 13 digits' at 17")),
        (.any, "123456789X0", Verdict("isbn.length 'An ISBN has 10 or 13 digits' at 10")),
        (.any, "978?", Verdict("isbn.character 'Character 4 is not a digit; only an ISBN-10 ends in X' at 3")),
        (.any, "97X", Verdict("isbn.character 'Character 3 is not a digit; only an ISBN-10 ends in X' at 2")),
        (.any, "é", Verdict("isbn.character 'Character 1 is not a digit; only an ISBN-10 ends in X' at 0")),
        (.isbn10, "0306406152", .valid),
        (.isbn10, "9780306406157", Verdict("isbn.length 'An ISBN has 10 digits' at 10")),
        (.isbn10, "9780306406", Verdict("isbn.checksum 'Check digit does not match; a digit may be mistyped'")),
        (.isbn13, "9780306406157", .valid),
        (.isbn13, "0306406152", Verdict("isbn.prefix 'An ISBN-13 starts with 978 or 979' at 0")),
        (.isbn13, "96", Verdict("isbn.prefix 'An ISBN-13 starts with 978 or 979' at 1")),
        (.isbn13, "979", .incomplete),
        (.isbn13, "123456789X", Verdict("isbn.prefix 'An ISBN-13 starts with 978 or 979' at 0")),
        (.isbn13, "978030640615X", Verdict("isbn.character 'Character 13 is not a digit; only an ISBN-10 ends in X' at 12")),
    ])
    func judgesEachFormat(format: ISBNFormat, text: String, expected: Verdict) {
        #expect(Verdict(ISBNValidator(format: format).validate(text)) == expected)
    }

    @Test func givesBothFormsOfAValidISBN() {
        let validator = ISBNValidator()
        #expect(validator.details(for: "978-0-306-40615-7") == ["isbn13": .string("9780306406157"), "isbn10": .string("0306406152")])
        #expect(validator.details(for: "0-306-40615-2") == ["isbn13": .string("9780306406157"), "isbn10": .string("0306406152")])
        #expect(validator.details(for: "123456789x") == ["isbn13": .string("9781234567897"), "isbn10": .string("123456789X")])
        // 979 ISBNs have no ISBN-10 form.
        #expect(validator.details(for: "979-10-90636-07-1") == ["isbn13": .string("9791090636071")])
        #expect(validator.details(for: "978-0-306") == [:])
    }

    @Test func filtersDigitsAndX() {
        let validator = ISBNValidator()
        #expect("0123456789Xx".allSatisfy(validator.accepts))
        #expect(!"?-  aé١".contains(where: validator.accepts))
    }

    @Test func conformsToThePluginContract() {
        let inputs = ["978?", "978-0-306-40615-77", "977030640615", "0306406153"]
        for format in ISBNFormat.allCases {
            let options: [String: JSONValue] = ["format": .string(format.rawValue)]
            #expect(PluginConformance.problems(of: ISBNPlugin(), options: options, inputs: inputs) == [])
        }
        #expect(PluginConformance.unreachedCodes(of: ISBNPlugin(), inputs: inputs) == [])
    }

    @Test func buildsTheFormatOfTheOption() throws {
        let registry = ValidatorRegistry()
        try registry.register(ISBNPlugin())
        let validator = try registry.makeValidator("isbn", options: ["format": .string("isbn13")])
        #expect(Verdict(validator.validate("0306406152")) == Verdict("isbn.prefix 'An ISBN-13 starts with 978 or 979' at 0"))
        #expect(throws: ValidatorConfigurationError.self) {
            try registry.makeValidator("isbn", options: ["format": .string("isbn12")])
        }
    }
}
