import Testing
import ValidatorKit

/// ``Field/cycleChoice(by:)`` on a `choice` field of a form spec, whatever the offset.
@Suite struct CycleChoiceTests {
    private func countryField() throws -> Field {
        let registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
        let spec = #"{"fields":[{"id":"country","type":"choice","choices":["GB","DE","US"],"title":"Country"}]}"#
        return try #require(FormSpec.decode(Array(spec.utf8)).makeForm(registry: registry).fields.first)
    }

    /// The form-spec fuzzer's finding: an offset of 0 on a field with no choice made yet read the
    /// choice at index -1 and crashed.
    @Test func anOffsetOfZeroChoosesNothing() throws {
        let field = try countryField()
        #expect(!field.cycleChoice(by: 0))
        #expect(field.text.isEmpty)
        #expect(field.cycleChoice(by: 1))
        #expect(!field.cycleChoice(by: 0))
        #expect(field.text == "GB")
    }

    @Test func fromNoChoiceForwardCountsFromTheFirstAndBackFromTheLast() throws {
        for (offset, expected) in [(1, "GB"), (2, "DE"), (3, "US"), (4, "GB"), (-1, "US"), (-2, "DE"), (-3, "GB"), (-4, "US")] {
            let field = try countryField()
            #expect(field.cycleChoice(by: offset))
            #expect(field.text == expected, "offset \(offset)")
        }
    }

    @Test func theLargestOffsetsWrapAroundWithoutOverflowing() throws {
        let field = try countryField()
        field.choose("US")
        // Int.max is 1 more than a multiple of 3: one step on from US is GB.
        #expect(field.cycleChoice(by: .max))
        #expect(field.text == "GB")
        // Int.min is 2 less than a multiple of 3: two steps back from GB is DE.
        #expect(field.cycleChoice(by: .min))
        #expect(field.text == "DE")
    }
}
