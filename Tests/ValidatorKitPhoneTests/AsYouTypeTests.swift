import Foundation
import ValidatorKit
import ValidatorKitPhone
import Testing

/// The as-you-type fixture: keys typed one at a time with the display after each, and edits
/// anywhere in a number with the display after them.
struct AsYouTypeFixture: Decodable {
    struct Typing: Decodable, Sendable, CustomTestStringConvertible {
        let region: String
        let note: String
        let keys: String
        let shown: [String]
        var testDescription: String { "\(region) '\(keys)': \(note)" }
    }

    struct Edit: Decodable, Sendable, CustomTestStringConvertible {
        let region: String
        let text: String
        let shown: String
        let note: String
        var testDescription: String { "\(region) '\(text)': \(note)" }
    }

    let typing: [Typing]
    let edits: [Edit]

    static let loaded: AsYouTypeFixture = {
        guard let url = Bundle.module.url(forResource: "as-you-type", withExtension: "json", subdirectory: "Fixtures"),
            let data = try? Data(contentsOf: url),
            let fixture = try? JSONDecoder().decode(AsYouTypeFixture.self, from: data)
        else {
            return AsYouTypeFixture(typing: [], edits: [])
        }
        return fixture
    }()
}

@Suite struct AsYouTypeTests {
    @Test func theFixtureIsLoaded() {
        #expect(AsYouTypeFixture.loaded.typing.count >= 8)
        #expect(AsYouTypeFixture.loaded.edits.count >= 10)
    }

    @Test(arguments: AsYouTypeFixture.loaded.typing)
    func eachKeyShowsTheNumberFormattedSoFar(_ typing: AsYouTypeFixture.Typing) throws {
        let validator = try PhoneValidator(region: typing.region)
        let keys = Array(typing.keys)
        try #require(keys.count == typing.shown.count)
        for (index, expected) in typing.shown.enumerated() {
            let typed = String(keys[...index])
            #expect(validator.formatted(typed) == expected, "after '\(typed)'")
            // A field that keeps the displayed text and appends the key gets the same display.
            let displayedBefore = index == 0 ? "" : typing.shown[index - 1]
            #expect(validator.formatted(displayedBefore + String(keys[index])) == expected, "after '\(typed)' on display")
        }
    }

    @Test(arguments: AsYouTypeFixture.loaded.edits)
    func anEditAnywhereFormatsTheWholeNumberAgain(_ edit: AsYouTypeFixture.Edit) throws {
        #expect(try PhoneValidator(region: edit.region).formatted(edit.text) == edit.shown)
    }

    @Test func deletingAnyDigitOfAFormattedNumberFormatsTheRemainingDigits() throws {
        let validator = try PhoneValidator(region: "US")
        let shown = validator.formatted("6502530000")
        #expect(shown == "(650) 253-0000")
        for index in shown.indices where shown[index].isNumber {
            var edited = shown
            edited.remove(at: index)
            let digits = edited.filter(\.isNumber)
            #expect(validator.formatted(edited) == validator.formatted(digits), "'\(edited)'")
            #expect(validator.formatted(edited).filter(\.isNumber) == digits, "'\(edited)'")
        }
    }

    @Test func moreDigitsThanAnyNumberComeBackUnformatted() throws {
        let validator = try PhoneValidator(region: "US")
        let fortyOne = String(repeating: "6", count: 41)
        #expect(validator.formatted(fortyOne) == fortyOne)
        #expect(validator.formatted("+" + fortyOne) == "+" + fortyOne)
        let twentyFive = String(repeating: "6", count: 25)
        #expect(validator.formatted(twentyFive) == twentyFive)
    }

    /// A field typed past the longest formatted text shows the digits as typed; deleted back
    /// below it, it shows what a new field shows for the same digits, and the US number formatted.
    @Test func aFieldTypedPastTheLongestTextFormatsAgainOnceShorter() throws {
        let validator = try PhoneValidator(region: "US")
        let field = Field(identifier: "phone", title: "Phone", validation: ValidatorChain([validator]))
        let digits = "6502530000" + String(repeating: "1", count: 31)
        for key in digits {
            field.insert(key)
            _ = field.displayedText
        }
        #expect(field.displayedText == digits)
        field.deleteBackward()
        field.deleteBackward()
        let fresh = Field(identifier: "phone", title: "Phone", validation: ValidatorChain([validator]))
        fresh.paste(String(digits.dropLast(2)))
        #expect(field.displayedText == fresh.displayedText)
        for _ in 0..<29 {
            field.deleteBackward()
        }
        #expect(field.displayedText == "(650) 253-0000")
    }

    @Test func nothingToFormatShowsNothing() throws {
        let validator = try PhoneValidator(region: "US")
        #expect(validator.formatted("") == "")
        #expect(validator.formatted("abc") == "")
        #expect(validator.formatted("+") == "+")
        #expect(validator.formatted("1+2") == "12")
    }

    @Test(arguments: ["0", "9", "７", "٣", "७", "+", "＋"])
    func theFieldAcceptsDigitsOfAnyScriptAndPlusSigns(character: Character) throws {
        #expect(try PhoneValidator().accepts(character))
    }

    @Test(arguments: [" ", "-", "(", ".", "a", "x", "~", "*", "#", "👍", "1\u{301}", "\r\n", "½", "Ⅻ"] as [Character])
    func theFieldDropsEverythingElse(character: Character) throws {
        #expect(try !PhoneValidator().accepts(character))
    }
}
