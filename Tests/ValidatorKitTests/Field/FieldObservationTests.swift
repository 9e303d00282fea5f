import Observation
import Testing
import ValidatorKit

/// A field is `Observable`: what a view reads of it (``Field/displayedText``,
/// ``Field/validity``, ``Field/errorMessage``) is tracked, and an edit or an answer of its
/// asynchronous check tells the observers.
@MainActor
@Suite(.timeLimit(.minutes(1)))
struct FieldObservationTests {
    /// The properties a view reads, by name.
    static let properties = ["displayedText", "validity", "errorMessage"]

    let clock = ManualFieldClock()

    func read(_ property: String, of field: Field) {
        switch property {
        case "displayedText": _ = field.displayedText
        case "validity": _ = field.validity
        case "errorMessage": _ = field.errorMessage
        default: Issue.record("no property '\(property)'")
        }
    }

    /// Tracks `properties` of `field`, each on its own, and returns the names of those whose
    /// observers hear of a change, in the order they hear it.
    func observe(_ properties: [String], of field: Field) -> AsyncStream<String> {
        let (changes, continuation) = AsyncStream<String>.makeStream()
        for property in properties {
            withObservationTracking { read(property, of: field) } onChange: { continuation.yield(property) }
        }
        return changes
    }

    @Test func aKeystrokeTellsTheObserversOfTheTextTheValidityAndTheMessage() async {
        let field = Field(
            identifier: "code", title: "Code", sections: [3, 3],
            validation: ValidatorChain([CharsetValidator(allowed: .digits)]), clock: clock)
        field.beginEditing()
        field.insert("1")
        var changes = observe(Self.properties, of: field).makeAsyncIterator()
        field.insert("2")
        var heard: [String] = []
        for _ in Self.properties {
            heard.append(await changes.next(isolation: #isolation) ?? "")
        }
        #expect(heard.sorted() == Self.properties.sorted())
        #expect(field.displayedText == "12")
    }

    @Test func anAnswerOfTheCheckTellsTheObserversOfTheValidityAndTheMessage() async {
        let validator = ScheduledServerValidator(clock: clock, answersAt: .seconds(1))
        let field = Field(identifier: "username", title: "Username", validation: ValidatorChain([validator]), clock: clock)
        let delegate = CheckEventStream(clock: clock)
        field.delegate = delegate
        var events = delegate.events.makeAsyncIterator()
        let checks = Task { try await field.runChecks() }
        defer { checks.cancel() }
        field.beginEditing()
        for character in "alice" {
            field.insert(character)
        }
        clock.advance(by: .milliseconds(300))
        #expect(await events.next(isolation: #isolation) == .checkingChanged(isChecking: true, at: .milliseconds(300)))
        #expect(field.validity == .incomplete)
        #expect(field.errorMessage == nil)
        var changes = observe(["validity", "errorMessage"], of: field).makeAsyncIterator()
        clock.advance(by: .milliseconds(700))
        let heard = [await changes.next(isolation: #isolation), await changes.next(isolation: #isolation)]
        #expect(Set(heard) == ["validity", "errorMessage"])
        #expect(field.validity == SimulatedServerValidator.taken)
        #expect(field.errorMessage == "Taken")
    }
}
