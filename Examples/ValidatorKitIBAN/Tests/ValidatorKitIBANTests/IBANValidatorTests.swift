import Foundation
import ValidatorKitIBAN
import Testing
import ValidatorKit
import ValidatorKitTesting

/// Example IBANs published in the SWIFT IBAN Registry and by the European Committee for Banking
/// Standards, one per line in `Fixtures/published-ibans.txt` (41 countries).
let publishedIBANs: [String] = {
    let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/published-ibans.txt")
    let contents = (try? String(contentsOf: file, encoding: .utf8)) ?? ""
    return contents.split(separator: "\n").map(String.init)
}()

@Suite struct IBANValidatorTests {
    let validator = IBANValidator()

    @Test func thePluginConforms() {
        #expect(PluginConformance.problems(of: IBANPlugin(), inputs: publishedIBANs) == [])
        let reachingEveryCode = ["GB82-WEST", "XX82", "GB82 WEST 1234 5698 7654 321", "GB82 WEST 1234 5698 7654 33"]
        #expect(PluginConformance.problems(of: IBANPlugin(), inputs: reachingEveryCode) == [])
        #expect(PluginConformance.unreachedCodes(of: IBANPlugin(), inputs: reachingEveryCode) == [])
    }

    @Test func publishedIBANsAreValidAndTheirPrefixesNeverInvalid() {
        #expect(
            PluginConformance.exampleProblems(
                of: IBANPlugin(), valid: publishedIBANs,
                invalid: ["GB82 WEST 1234 5698 7654 33", "XX82", "GB82-WEST", "GB82 WEST 1234 5698 7654 321"]) == [])
    }

    @Test func atLeastTwentyCountriesArePublished() {
        #expect(Set(publishedIBANs.map { $0.prefix(2) }).count >= 20)
    }

    @Test(arguments: publishedIBANs)
    func publishedExamplesAreValidPrintedAndCompact(iban: String) {
        #expect(validator.validate(iban) == .valid)
        #expect(validator.validate(iban.replacingOccurrences(of: " ", with: "")) == .valid)
        #expect(validator.validate(iban.lowercased()) == .valid)
    }

    @Test(arguments: publishedIBANs)
    func everyProperPrefixIsIncomplete(iban: String) {
        let compact = iban.replacingOccurrences(of: " ", with: "")
        for length in 1..<compact.count {
            #expect(validator.validate(String(compact.prefix(length))) == .incomplete, "prefix of length \(length)")
        }
    }

    @Test(arguments: publishedIBANs)
    func changingTheLastCharacterBreaksTheChecksum(iban: String) throws {
        var characters = Array(iban)
        let last = try #require(characters.indices.last)
        characters[last] = characters[last] == "1" ? "2" : "1"
        #expect(validator.validate(String(characters)).failure?.code == .ibanChecksum)
    }

    @Test func theFailuresHaveTheirCodesAndPositions() {
        #expect(validator.validate("GB82 WEST 1234 5698 7654 33") == .invalid(ValidationFailure(
            code: .ibanChecksum, message: "The IBAN's check digits do not match")))
        #expect(validator.validate("GB82 WEST 1234 5698 7654 321") == .invalid(ValidationFailure(
            code: .ibanLength, message: "An IBAN of this country has 22 characters", position: 22)))
        #expect(validator.validate("QQ82") == .invalid(ValidationFailure(
            code: .ibanCountry, message: "An IBAN starts with the code of a country that uses IBANs", position: 1)))
        #expect(validator.validate("GB8X") == .invalid(ValidationFailure(
            code: .ibanCharacter, message: "The third and fourth characters of an IBAN are digits", position: 3)))
        #expect(validator.validate("GB82-WEST") == .invalid(ValidationFailure(
            code: .ibanCharacter, message: "An IBAN holds only letters, digits and spaces", position: 4)))
    }

    @Test func itsOwnCatalogRendersTheMessagesInEveryShippedLanguage() throws {
        let tooLong = try #require(validator.validate("GB82 WEST 1234 5698 7654 321").failure)
        #expect(tooLong.message(in: MessageLocale(language: "de")) == "Eine IBAN dieses Landes hat 22 Zeichen")
        #expect(tooLong.message(in: MessageLocale(language: "ja")) == "この国のIBANは22文字です")
        let letter = try #require(validator.validate("GB8X").failure)
        #expect(letter.message(in: MessageLocale(language: "fr")) == "Les troisième et quatrième caractères d'un IBAN sont des chiffres")
        for description in IBANPlugin().failureCodes {
            #expect(Set(try #require(description.code.messages).locales) == Set(MessageLocale.shipped))
            #expect(PluginConformance.catalogProblems(of: description) == [])
        }
    }

    @Test func aFieldShowsItsMessageInTheFieldsLocale() {
        let field = Field(identifier: "iban", title: "IBAN", validation: ValidatorChain([validator]))
        field.locale = MessageLocale(language: "es")
        field.beginEditing()
        field.paste("GB82 WEST 1234 5698 7654 33")
        field.endEditing()
        #expect(field.errorMessage == "Los dígitos de control del IBAN no coinciden")
    }

    @Test func aFieldGroupsByFourUpToTheCountrysLength() {
        let field = Field(identifier: "iban", title: "IBAN", validation: ValidatorChain([validator]))
        let outcome = field.paste("NO93 8601 1117 947 and more")
        #expect(field.sections == ["NO93", "8601", "1117", "947"])
        #expect(field.validity == .valid)
        #expect(outcome.refusals == [InputRefusal(reason: .overCapacity, count: 7)])
    }

    @Test func itOffersItsCapabilitiesToAnyHolderOfAValidator() throws {
        let anyValidator: any Validator = validator
        #expect(try #require(anyValidator.sectionLayoutProvider).sectionLayout(for: "NO93").description == "4-4-4-3")
        #expect(try #require(anyValidator.inputFilter).accepts("-") == false)
        #expect(anyValidator.detailsProvider?.details(for: "DE89")["country"] == .string("DE"))
        #expect(anyValidator.textFormatter == nil)
        #expect(anyValidator.submissionVerifier == nil)
    }

    @Test func detailsNameTheCountry() {
        #expect(validator.details(for: "DE89 3704") == ["country": .string("DE"), "length": .integer(22)])
        #expect(validator.details(for: "Z").isEmpty)
    }
}
