import Foundation
import Testing

/// `validator check` with the identifier plugins, which `StandardValidators` registers.
@Suite struct IdentifierCheckCommandTests {
    /// The ISBN of Wikipedia's article "ISBN", with hyphens as printed: valid, with both forms.
    @Test func aHyphenatedISBNIsValidWithBothForms() throws {
        let result = try DemoProcess.run(["check", "isbn"], input: "978-0-306-40615-7\n")
        #expect(result.status == 0)
        #expect(result.outputLines == [
            #"{"line":1,"validity":"valid","details":{"isbn10":"0306406152","isbn13":"9780306406157"}}"#,
        ])
    }

    @Test func theFormatOptionRequiresAnISBN13() throws {
        let result = try DemoProcess.run(["check", "isbn", "--option", "format=isbn13"], input: "0-306-40615-2\n978-0-306\n")
        #expect(result.status == 1)
        #expect(result.outputLines == [
            #"{"line":1,"validity":"invalid","code":"isbn.prefix","message":"An ISBN-13 starts with 978 or 979","position":0,"details":{}}"#,
            #"{"line":2,"validity":"incomplete","details":{}}"#,
        ])
    }

    @Test func eachIdentifierPluginJudgesItsPublishedExample() throws {
        let examples = [
            ("issn", "0317-8471", #"{"line":1,"validity":"valid","details":{"ean13":"9770317847001","issn":"0317-8471"}}"#),
            ("ean", "4006381333931", #"{"line":1,"validity":"valid","details":{"format":"ean13","gtin14":"04006381333931"}}"#),
            ("isin", "US0378331005", #"{"line":1,"validity":"valid","details":{"country":"US","isin":"US0378331005","nsin":"037833100"}}"#),
            ("imei", "49-015420-323751-8", #"{"line":1,"validity":"valid","details":{"serialNumber":"323751","tac":"49015420"}}"#),
        ]
        for (plugin, text, expected) in examples {
            let result = try DemoProcess.run(["check", plugin], input: text + "\n")
            #expect(result.outputLines == [expected], "\(plugin)")
        }
    }
}
