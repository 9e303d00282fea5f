import ValidatorKitRegex
import Testing
import ValidatorKit

/// Every preset accepts, waits for and refuses what it should (vectors in `Fixtures/presets.json`,
/// with their sources).
@Suite struct PresetTests {
    @Test(arguments: Fixtures.presetVectors)
    func judgesItsVectors(vectors: Fixtures.PresetVectors) throws {
        let preset = try #require(RegexPreset(named: vectors.name))
        let validator = try RegexValidator(preset: preset)
        let noMatch = Validity.invalid(ValidationFailure(code: .regexNoMatch, variant: preset.name))
        for text in vectors.valid {
            #expect(validator.validate(text) == .valid, "\(text.debugDescription)")
        }
        for text in vectors.incomplete {
            #expect(validator.validate(text) == .incomplete, "\(text.debugDescription)")
        }
        for text in vectors.invalid {
            #expect(validator.validate(text) == noMatch, "\(text.debugDescription)")
        }
    }

    @Test func everyPresetHasVectors() {
        #expect(Fixtures.presetVectors.map(\.name).sorted() == RegexPreset.all.map(\.name).sorted())
    }

    @Test func theIssuesExamplesOfTheEmailPreset() throws {
        let email = try RegexValidator(preset: #require(RegexPreset(named: "email")))
        #expect(email.validate("bob@example.com") == .valid)
        #expect(email.validate("bob@") == .incomplete)
        #expect(email.validate("bob@@x") == .invalid(ValidationFailure(
            code: .regexNoMatch, message: "Must be an email address such as name@example.com")))
    }

    @Test func namesAreUniqueAndMessagesFollowTheHouseStyle() {
        let names = RegexPreset.all.map(\.name)
        #expect(Set(names).count == names.count)
        let generic = ValidationFailure(code: .regexNoMatch).message(in: .english)
        for preset in RegexPreset.all {
            let failure = ValidationFailure(code: .regexNoMatch, variant: preset.name)
            #expect(failure.message(in: .english) != generic, "\(preset.name) has no message of its own")
            #expect(failure.message(in: .english).first?.isUppercase == true, "\(preset.name)")
            for locale in MessageLocale.shipped {
                #expect(!failure.message(in: locale).hasSuffix("."), "\(preset.name) in \(locale)")
            }
            #expect(!preset.summary.isEmpty, "\(preset.name)")
        }
    }

    @Test func aMessageGivenReplacesThePresets() throws {
        let zip = try RegexValidator(preset: #require(RegexPreset(named: "us-zip")), message: "Enter your ZIP code")
        #expect(zip.validate("1234x") == .invalid(ValidationFailure(code: .regexNoMatch, message: "Enter your ZIP code")))
    }

    @Test func anUnknownNameFindsNoPreset() {
        #expect(RegexPreset(named: "phone") == nil)
    }
}
