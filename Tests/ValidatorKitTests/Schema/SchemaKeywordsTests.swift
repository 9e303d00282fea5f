import Testing
import ValidatorKit

/// What the basic validators state in JSON Schema, and how a chain gathers it.
@Suite struct SchemaKeywordsTests {
    @Test func lengthStatesItsMinimumAndAnnotatesItsMaximum() throws {
        // "é" written as e + U+0301 is one character and two code points: a maxLength of 1
        // would refuse what the validator accepts.
        let validator = try LengthValidator(minimum: 1, maximum: 1)
        #expect(validator.validate("e\u{301}") == .valid)
        #expect(validator.schemaKeywords == ["minLength": 1, "x-validatorkit": [["plugin": "length", "max": 1, "unit": "grapheme clusters"]]])
        #expect(try LengthValidator().schemaKeywords == [:])
    }

    @Test func charsetStatesDigitsAndASCIISetsExactly() {
        #expect(CharsetValidator(allowed: .digits).schemaKeywords == ["pattern": "^(?:[0-9]*)$"])
        // Swift compares characters by canonical equivalence: the Kelvin sign is a 'K' and the
        // Greek question mark a ';' to the validator, so the pattern allows them too.
        let literal = CharsetValidator(allowed: .literal(["K", ";", "-", "a"]))
        #expect(literal.validate("\u{212A}\u{037E}") == .valid)
        #expect(literal.schemaKeywords == ["pattern": "^(?:[\\-;\u{037E}K\u{212A}a]*)$"])
        #expect(CharsetValidator(allowed: .letters).schemaKeywords == [:])
        #expect(CharsetValidator(allowed: .literal(["é"])).schemaKeywords == [:])
    }

    @Test func rangeStatesItsBoundsAndOnlyAWholeStep() throws {
        let whole = try #require(RangeValidator(minimum: "-5", maximum: "2.5", multipleOf: "5"))
        #expect(whole.schemaKeywords == ["minimum": -5, "maximum": 2.5, "multipleOf": 5])
        // python-jsonschema finds 0.07 no multiple of 0.01 (it divides in binary floating
        // point); the validator, exact in decimal, accepts it, so the step is only annotated.
        let cents = try #require(RangeValidator(multipleOf: "0.01"))
        #expect(cents.validate("0.07") == .valid)
        #expect(cents.schemaKeywords == ["x-validatorkit": [["plugin": "range", "multipleOf": "0.01"]]])
    }

    @Test func dateStatesItsFormatAndAnnotatesItsBounds() throws {
        #expect(try #require(DateValidator()).schemaKeywords == ["format": "date"])
        #expect(try #require(DateValidator(earliest: "1900-01-01", latest: "-P18Y")).schemaKeywords == [
            "format": "date", "x-validatorkit": [["plugin": "date", "min": "1900-01-01", "max": "-P18Y"]],
        ])
    }

    @Test func aChainKeepsTheTighterBoundAndCombinesOtherKeywordsWithAllOf() throws {
        let chain = ValidatorChain([
            try LengthValidator(minimum: 3, maximum: 10), CharsetValidator(allowed: .digits), try LengthValidator(minimum: 5),
            CharsetValidator(allowed: .literal(["a", "b"])),
        ])
        #expect(chain.schemaKeywords == [
            "minLength": 5,
            "allOf": [["pattern": "^(?:[0-9]*)$"], ["pattern": "^(?:[ab]*)$"]],
            "x-validatorkit": [["plugin": "length", "max": 10, "unit": "grapheme clusters"]],
        ])
    }

    @Test func aChainOfValidatorsStatingNothingStatesNothing() {
        #expect(ValidatorChain([]).schemaKeywords == [:])
        #expect(ValidatorChain([CharsetValidator(allowed: .letters)]).schemaKeywords == [:])
    }
}
