import ValidatorKitRegex
import Testing
import ValidatorKit

/// One validator answers many tasks at once, each as if alone.
@Suite struct ConcurrencyTests {
    @Test func oneValidatorServesEightTasksAtOnce() async throws {
        let validator = try RegexValidator(preset: #require(RegexPreset(named: "email")))
        let inputs = ["bob@example.com", "bob@", "bob@@x", "", "first.last+tag@mail.example.org", "zoë@example.com"]
        let expected = inputs.map(validator.validate)
        let mismatches = await withTaskGroup(of: Int.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var mismatches = 0
                    for round in 0..<2_000 {
                        let index = (task + round) % inputs.count
                        if validator.validate(inputs[index]) != expected[index] { mismatches += 1 }
                    }
                    return mismatches
                }
            }
            return await group.reduce(0, +)
        }
        #expect(mismatches == 0)
        #expect(expected.map(\.name) == ["valid", "incomplete", "invalid", "incomplete", "valid", "invalid"])
    }
}
