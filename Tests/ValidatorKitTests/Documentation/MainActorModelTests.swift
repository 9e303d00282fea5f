import Testing
import ValidatorKit

/// A `@MainActor` class adopts ``FieldDelegate`` (an isolated conformance) and drives
/// ``Form/runChecks()`` from the main actor, as FieldsAndDelegates.md shows; that this file
/// compiles in Swift 6 mode is half the test.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct MainActorModelTests {
    @Test func theDelegateHearsEveryEditOnTheMainActor() throws {
        let model = try SignUpModel()
        model.code.beginEditing()
        for character in "1234" {
            model.code.insert(character)
        }
        model.code.endEditing()
        #expect(
            model.heard == [
                "code '1' invalid", "code '12' invalid", "code '123' invalid", "code '1234' valid",
                "code ended valid",
            ])
    }

    @Test func theChecksTaskRunsUntilCancelled() async throws {
        let model = try SignUpModel()
        let checks = Task { try await model.keepChecking() }
        await Task.yield()
        checks.cancel()
        await #expect(throws: CancellationError.self) { try await checks.value }
    }
}
