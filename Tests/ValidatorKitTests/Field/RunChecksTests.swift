import Testing
import ValidatorKit

/// The task a host starts for the asynchronous checks (``Field/runChecks()``,
/// ``Form/runChecks()``), on the actor the field is used from: it sleeps until the next deadline
/// or answer, wakes when an edit sets a deadline, and ends when it is cancelled.
///
/// Between steps the test yields, so that the task is asleep when the next edit or tick comes;
/// were it to miss a wake-up, the suite's time limit would fail it.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct RunChecksTests {
    let clock = ManualFieldClock()

    func field(checkedBy validator: ScheduledServerValidator) -> Field {
        let field = Field(identifier: "username", title: "Username", validation: ValidatorChain([validator]), clock: clock)
        field.beginEditing()
        return field
    }

    func type(_ text: String, into field: Field) {
        for character in text {
            field.insert(character)
        }
    }

    /// Lets the task of the checks run until it sleeps again.
    func letTheTaskSleep() async {
        for _ in 0..<10 {
            await Task.yield()
        }
    }

    @Test func aCheckAnswersWhileTheTaskRunsAndTheDelegateHearsIt() async throws {
        let validator = ScheduledServerValidator(clock: clock, answersAt: .seconds(1))
        let field = field(checkedBy: validator)
        let delegate = CheckEventStream(clock: clock)
        field.delegate = delegate
        var events = delegate.events.makeAsyncIterator()
        let checks = Task { try await field.runChecks() }
        defer { checks.cancel() }
        await letTheTaskSleep()  // with nothing to wait for: the keystrokes must wake it
        type("alice", into: field)
        await letTheTaskSleep()
        clock.advance(by: .milliseconds(300))
        #expect(await events.next(isolation: #isolation) == .checkingChanged(isChecking: true, at: .milliseconds(300)))
        #expect(field.isChecking)
        clock.advance(by: .milliseconds(700))
        #expect(await events.next(isolation: #isolation) == .checkingChanged(isChecking: false, at: .seconds(1)))
        #expect(await events.next(isolation: #isolation) == .validityChanged(SimulatedServerValidator.taken, at: .seconds(1)))
        #expect(validator.questions.all == ["alice"])
        #expect(field.validity == SimulatedServerValidator.taken)
        #expect(field.errorMessage == "Taken")
    }

    @Test func aKeystrokeDuringTheRestMakesTheTaskWaitForTheNewRest() async throws {
        let validator = ScheduledServerValidator(clock: clock, answersAt: .seconds(1))
        let field = field(checkedBy: validator)
        let delegate = CheckEventStream(clock: clock)
        field.delegate = delegate
        var events = delegate.events.makeAsyncIterator()
        let checks = Task { try await field.runChecks() }
        defer { checks.cancel() }
        type("alice", into: field)
        await letTheTaskSleep()
        clock.advance(by: .milliseconds(200))
        field.insert("x")
        await letTheTaskSleep()
        clock.advance(by: .milliseconds(100))  // where the first text's rest would have ended
        await letTheTaskSleep()
        #expect(!field.isChecking)
        clock.advance(by: .milliseconds(200))
        #expect(await events.next(isolation: #isolation) == .checkingChanged(isChecking: true, at: .milliseconds(500)))
        clock.advance(by: .milliseconds(500))
        #expect(await events.next(isolation: #isolation) == .checkingChanged(isChecking: false, at: .seconds(1)))
        #expect(validator.questions.all == ["alicex"])
        #expect(field.validity == .valid)
    }

    @Test func cancellingTheTaskOfAFieldEndsItWithCancellationError() async {
        let validator = ScheduledServerValidator(clock: clock, answersAt: .seconds(1))
        let field = field(checkedBy: validator)
        let checks = Task { try await field.runChecks() }
        type("alice", into: field)
        await letTheTaskSleep()  // asleep until the end of the rest
        checks.cancel()
        await #expect(throws: CancellationError.self) { try await checks.value }
        clock.advance(by: .seconds(1))
        #expect(validator.questions.all.isEmpty)
        #expect(field.nextCheckDeadline == .milliseconds(300))
    }

    @Test func aFormsTaskDrivesEveryFieldAndEndsWhenCancelled() async {
        let validator = ScheduledServerValidator(clock: clock, answersAt: .seconds(1))
        let first = Field(identifier: "first", title: "First", validation: ValidatorChain([validator]), clock: clock)
        let second = Field(identifier: "second", title: "Second", validation: ValidatorChain([validator]), clock: clock)
        let form = Form(fields: [first, second])
        let firstDelegate = CheckEventStream(clock: clock)
        let secondDelegate = CheckEventStream(clock: clock)
        first.delegate = firstDelegate
        second.delegate = secondDelegate
        var firstEvents = firstDelegate.events.makeAsyncIterator()
        var secondEvents = secondDelegate.events.makeAsyncIterator()
        let checks = Task { try await form.runChecks() }
        form.focus(0)
        type("alice", into: first)
        form.next()  // ends the editing of the first field: its check starts at once
        type("bobby", into: second)
        await letTheTaskSleep()
        clock.advance(by: .milliseconds(300))
        #expect(await firstEvents.next(isolation: #isolation) == .checkingChanged(isChecking: true, at: .zero))
        #expect(await secondEvents.next(isolation: #isolation) == .checkingChanged(isChecking: true, at: .milliseconds(300)))
        clock.advance(by: .milliseconds(700))
        #expect(await firstEvents.next(isolation: #isolation) == .checkingChanged(isChecking: false, at: .seconds(1)))
        #expect(await secondEvents.next(isolation: #isolation) == .checkingChanged(isChecking: false, at: .seconds(1)))
        #expect(first.validity == SimulatedServerValidator.taken)
        #expect(second.validity == .valid)
        #expect(validator.questions.all.sorted() == ["alice", "bobby"])
        checks.cancel()
        await #expect(throws: CancellationError.self) { try await checks.value }
    }
}
