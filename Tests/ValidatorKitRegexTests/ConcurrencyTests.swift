import ValidatorKitRegex
import Testing
import ValidatorKit

/// One validator answers many tasks at once, each as if alone.
@Suite struct ConcurrencyTests {
    @Test func oneValidatorServesEightTasksAtOnce() async throws {
        let validator = try RegexValidator(preset: #require(RegexPreset(named: "email")))
        let inputs = ["bob@example.com", "bob@", "bob@@x", "", "first.last+tag@mail.example.org", "zoë@example.com"]
        let expected = inputs.map(validator.validate)
        #expect(await mismatchesAmongEightTasks(sharing: validator, texts: inputs, alone: expected, rounds: 2_000) == 0)
        #expect(expected.map(\.name) == ["valid", "incomplete", "invalid", "incomplete", "valid", "invalid"])
    }
}
