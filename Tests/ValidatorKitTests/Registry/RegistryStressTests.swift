import Testing
import ValidatorKit

/// One registry under eight tasks that register, look up and build at the same time: no
/// registration is lost, none is taken twice, and every build reaches its plugin. Run under
/// ThreadSanitizer in the `sdk` phase of `scripts/test`, with nothing of ours suppressed.
@Suite struct RegistryStressTests {
    /// Each task registers 50 identifiers of its own and one shared identifier, and between
    /// registrations looks up and builds from plugins registered so far, its own and others'.
    @Test func registeringLookingUpAndBuildingAtOnceLoseNothing() async {
        let registry = ValidatorRegistry()
        let builds = Locked(0)
        let outcomes = await withTaskGroup(of: (registered: Int, built: Int, failures: Int).self) { group in
            for task in 0..<8 {
                group.addTask {
                    var registered = 0, built = 0, failures = 0
                    for index in 0..<50 {
                        let own = "task\(task)-\(index)"
                        if (try? registry.register(CountingPlugin(identifier: own, builds: builds))) != nil {
                            registered += 1
                        }
                        if (try? registry.register(CountingPlugin(identifier: "shared", builds: builds))) != nil {
                            registered += 1
                        }
                        // Its own plugin is registered now; a neighbour's may or may not be.
                        if let validator = try? registry.makeValidator(own), validator.validate("x").isValid {
                            built += 1
                        } else {
                            failures += 1
                        }
                        if registry.origin(of: own) == nil { failures += 1 }
                        let neighbour = "task\((task + 1) % 8)-\(index)"
                        if (try? registry.makeValidator(neighbour)) != nil { built += 1 }
                        if !registry.identifiers.contains(own) { failures += 1 }
                    }
                    return (registered, built, failures)
                }
            }
            return await group.reduce(into: [(registered: Int, built: Int, failures: Int)]()) { $0.append($1) }
        }
        #expect(outcomes.map(\.failures).reduce(0, +) == 0)
        // 400 own identifiers, and "shared" exactly once.
        #expect(outcomes.map(\.registered).reduce(0, +) == 401)
        let expected = ((0..<8).flatMap { task in (0..<50).map { "task\(task)-\($0)" } } + ["shared"]).sorted()
        #expect(registry.identifiers == expected)
        #expect(registry.allPlugins.map(\.identifier) == expected)
        // Every build the tasks counted went through a plugin's make, and no other did.
        #expect(builds.withLock { $0 } == outcomes.map(\.built).reduce(0, +))
    }
}

/// A plugin that counts how many validators it has made, in a lock shared with the test.
private struct CountingPlugin: ValidatorPlugin {
    let identifier: String
    let builds: Locked<Int>
    let summary = "Counts the validators it makes"
    let options: [OptionDescription] = []
    let failureCodes = RequiredPlugin().failureCodes

    func make(_ options: ValidatorOptions) throws -> any Validator {
        builds.withLock { $0 += 1 }
        return RequiredValidator()
    }
}
