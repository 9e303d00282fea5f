@testable import ValidatorKitRegex
import Testing
import ValidatorKit

/// The workspace pool under eight tasks taking and giving back at once, through its atomic slot
/// and its locked idle list: no workspace is ever held by two tasks, none is lost or leaked, and
/// validations through a shared validator give the answers they give alone. Run under
/// ThreadSanitizer in the `sdk` phase of `scripts/test`, with nothing of ours suppressed.
@Suite struct MatchWorkspacePoolStressTests {
    /// A workspace seen by the test, held weakly so the test can tell whether it was freed.
    private final class Sighting: Sendable {
        weak let workspace: MatchWorkspace?
        init(_ workspace: MatchWorkspace) { self.workspace = workspace }
    }

    /// Runs eight tasks taking up to three workspaces at a time and giving them back, and
    /// returns how many times a workspace was handed out while another task held it, how many
    /// takes failed, and a weak sighting of every workspace handed out.
    private func contend(_ pool: MatchWorkspacePool) async -> (doubleUses: Int, failedTakes: Int, seen: [Sighting]) {
        let held = Locked<Set<ObjectIdentifier>>([])
        let seen = Locked<[ObjectIdentifier: Sighting]>([:])
        let counts = await withTaskGroup(of: (Int, Int).self) { group in
            for task in 0..<8 {
                group.addTask {
                    var doubleUses = 0, failedTakes = 0
                    for round in 0..<3_000 {
                        var mine: [MatchWorkspace] = []
                        for _ in 0...((task + round) % 3) {
                            guard let workspace = pool.take() else { failedTakes += 1; continue }
                            let id = ObjectIdentifier(workspace)
                            if !held.withLock({ $0.insert(id).inserted }) { doubleUses += 1 }
                            seen.withLock { seen in
                                if seen[id]?.workspace !== workspace { seen[id] = Sighting(workspace) }
                            }
                            mine.append(workspace)
                        }
                        for workspace in mine {
                            held.withLock { _ = $0.remove(ObjectIdentifier(workspace)) }
                            pool.giveBack(workspace)
                        }
                    }
                    return (doubleUses, failedTakes)
                }
            }
            return await group.reduce(into: (0, 0)) { $0.0 += $1.0; $0.1 += $1.1 }
        }
        return (counts.0, counts.1, seen.withLock { Array($0.values) })
    }

    @Test func noWorkspaceIsHeldTwiceAndNoneOutlivesThePool() async {
        var pool: MatchWorkspacePool? = MatchWorkspacePool(limits: RegexLimits(), withJITStack: true)
        guard let contended = pool else { return }
        let (doubleUses, failedTakes, seen) = await contend(contended)
        #expect(doubleUses == 0)
        #expect(failedTakes == 0)
        #expect(contended.idleCount <= MatchWorkspacePool.maximumIdleCount)
        #expect(contended.idleCount >= 1)
        pool = nil
        _ = consume contended
        // The pool held the last references: the slot's retained pointer and the idle list.
        #expect(seen.filter { $0.workspace != nil }.isEmpty)
    }

    /// One validator with a backtracking pattern, shared by eight tasks: each answer is the one
    /// the validator gives alone, including `regex.limit`, whose workspaces are dropped.
    @Test func aSharedValidatorAnswersEightTasksAsItAnswersOne() async throws {
        let validator = try RegexValidator(pattern: "^(a+)+b$")
        let texts = ["aaab", "aab", "aaaa", String(repeating: "a", count: 28) + "c", "b", ""]
        let alone = texts.map { validator.validate($0) }
        #expect(alone[0].isValid)
        #expect(alone[3].failure?.code == .regexLimit)
        #expect(await mismatchesAmongEightTasks(sharing: validator, texts: texts, alone: alone, rounds: 150) == 0)
        #expect(validator.workspaces.idleCount <= MatchWorkspacePool.maximumIdleCount)
    }
}
