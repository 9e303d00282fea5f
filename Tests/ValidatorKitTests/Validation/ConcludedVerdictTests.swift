import Testing
import ValidatorKit

/// Judged as typed: `incomplete` below five characters; judged as finished: four characters are
/// `test.wrong` (they could have been five, but nobody types any more), fewer stay incomplete.
private struct FourOrFive: Validator {
    func validate(_ text: String) -> Validity {
        text.count >= 5 ? .valid : .incomplete
    }

    func conclude(_ text: String) -> Validity {
        text.count == 4 ? .invalid(wrong) : validate(text)
    }
}

/// Reads another field and answers `incomplete` unless it holds "ok"; it never concludes
/// anything of its own.
private struct WaitsForOther: DependentValidator {
    let dependencies = ["other"]

    func validate(_ text: String, reading values: any FormValues) -> Validity {
        values.text(ofField: "other") == "ok" ? .valid : .incomplete
    }
}

private struct Uppercased: Validator, ValueNormalizer {
    func validate(_ text: String) -> Validity { .valid }
    func normalizedValue(of text: String) -> String { text.uppercased() }
}

/// Accepts a text of digits and stores it after the other field's text and a dash: a
/// dependent validator that is its own normalizer.
private struct PrefixedByOther: DependentValidator, ValueNormalizer {
    let dependencies = ["other"]

    func validate(_ text: String, reading values: any FormValues) -> Validity {
        !text.isEmpty && text.allSatisfy(\.isNumber) ? .valid : .invalid(wrong)
    }

    func normalizedValue(of text: String) -> String { text }

    func normalizedValue(of text: String, reading values: any FormValues) -> String {
        (values.text(ofField: "other") ?? "") + "-" + text
    }
}

@Suite struct ConcludedVerdictTests {
    @Test func theChainConcludesWithEachValidatorsConclusion() {
        let chain = ValidatorChain([FourOrFive()])
        #expect(chain.validate("abcd") == .incomplete)
        #expect(chain.conclude("abcd") == .invalid(wrong))
        #expect(chain.conclude("abc") == .incomplete)
        #expect(chain.conclude("abcde") == .valid)
    }

    @Test func aValidatorWithoutAConclusionOfItsOwnConcludesAsItValidates() {
        let chain = ValidatorChain([FixedValidator(answer: .incomplete)])
        #expect(chain.conclude("text") == .incomplete)
    }

    @Test func dependentValidatorsJudgeAFinishedTextAsTheyJudgeATypedOne() {
        let chain = ValidatorChain([WaitsForOther()])
        #expect(chain.conclude("text", reading: NoFormValues()) == .incomplete)
        let form = Form(fields: [Field(identifier: "other", title: "Other"), Field(identifier: "me", title: "Me")])
        form.field("other")?.paste("ok")
        #expect(chain.conclude("text", reading: form) == .valid)
    }

    @Test func anEmptyTextConcludesAsItValidates() {
        #expect(ValidatorChain([FourOrFive()]).conclude("") == .valid)
        #expect(ValidatorChain([FourOrFive()], isRequired: true).conclude("") == .incomplete)
    }

    @Test func theEndOfEditingShowsTheFailureOfTheFinishedText() {
        let field = Field(identifier: "code", title: "Code", validation: ValidatorChain([FourOrFive()]))
        field.beginEditing()
        field.paste("abcd")
        #expect(field.validity == .incomplete)
        field.endEditing()
        #expect(field.validity == .invalid(wrong))
        #expect(field.errorMessage == "Wrong")
    }

    @Test func aTextThatReallyLacksCharactersIsIncompleteAtTheEndOfEditing() {
        let field = Field(identifier: "code", title: "Code", validation: ValidatorChain([FourOrFive()]))
        field.beginEditing()
        field.paste("abc")
        field.endEditing()
        #expect(field.validity.failure?.code == .inputIncomplete)
    }

    @Test func submitRefusesWithTheFailureOfTheFinishedText() {
        let form = Form(fields: [Field(identifier: "code", title: "Code", validation: ValidatorChain([FourOrFive()]))])
        form.focus(0)
        form.fields[0].paste("abcd")
        #expect(form.submit() == .refused(form.fields[0]))
        #expect(form.fields[0].validity == .invalid(wrong))
    }

    @Test func theChainsNormalizerIsTheFirstValidatorsOffering() throws {
        let chain = ValidatorChain([try LengthValidator(minimum: 1), Uppercased()])
        #expect(chain.normalizer?.normalizedValue(of: "abc") == "ABC")
        #expect(ValidatorChain([try LengthValidator(minimum: 1)]).normalizer == nil)
    }

    @Test func aValidatorThatIsItsOwnNormalizerConcludesWithItsSpelling() {
        #expect(Uppercased().concludeWithNormalizedValue("abc", reading: NoFormValues()) == (.valid, "ABC"))
        #expect(ValidatorChain([Uppercased()]).concludeWithNormalizedValue("abc", reading: NoFormValues()) == (.valid, "ABC"))
    }

    @Test func aDependentNormalizerReadsTheOtherFieldsForItsSpellingOfAValidText() {
        let form = Form(fields: [Field(identifier: "other", title: "Other"), Field(identifier: "me", title: "Me")])
        form.field("other")?.paste("GB")
        #expect(PrefixedByOther().concludeWithNormalizedValue("42", reading: form) == (.valid, "GB-42"))
        #expect(PrefixedByOther().concludeWithNormalizedValue("4x", reading: form) == (.invalid(wrong), nil))
        #expect(ValidatorChain([PrefixedByOther()]).concludeWithNormalizedValue("42", reading: form) == (.valid, "GB-42"))
    }
}
