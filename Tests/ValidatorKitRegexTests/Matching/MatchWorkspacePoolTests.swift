@testable import ValidatorKitRegex
import Testing
import ValidatorKit

/// Validations reuse match workspaces instead of allocating new ones.
@Suite struct MatchWorkspacePoolTests {
    @Test func sequentialValidationsReuseOneWorkspace() throws {
        let validator = try RegexValidator(pattern: "[0-9]+")
        #expect(validator.workspaces.idleCount == 0)
        for text in ["1", "12", "x", "", "123"] {
            _ = validator.validate(text)
        }
        #expect(validator.workspaces.idleCount == 1)
    }

    @Test func aWorkspaceThatHitALimitIsNotKept() throws {
        let validator = try RegexValidator(pattern: "(a+)+$")
        #expect(validator.validate(String(repeating: "a", count: 1_000) + "!").failure?.code == .regexLimit)
        #expect(validator.workspaces.idleCount == 0)
    }

    @Test func keepsNoMoreThanItsMaximumIdle() {
        let pool = MatchWorkspacePool(limits: RegexLimits(), withJITStack: true)
        let taken = (0..<(MatchWorkspacePool.maximumIdleCount + 3)).compactMap { _ in pool.take() }
        #expect(taken.count == MatchWorkspacePool.maximumIdleCount + 3)
        for workspace in taken {
            pool.giveBack(workspace)
        }
        #expect(pool.idleCount == MatchWorkspacePool.maximumIdleCount)
    }

    @Test func textNotStoredContiguouslyIsMatchedFromACopy() throws {
        let validator = try RegexValidator(pattern: #"\p{L}+"#)
        let scattered = "Zoë".utf8.lazy.map { $0 }
        #expect(scattered.withContiguousStorageIfAvailable { _ in true } == nil)
        #expect(validator.match(scattered) == .match)
        #expect(validator.match("Zo".utf8.lazy.map { $0 }) == .match)
        #expect(validator.match("Zoë1".utf8.lazy.map { $0 }) == .noMatch)
        #expect(validator.match("".utf8.lazy.map { $0 }) == .partialMatch)
    }
}
