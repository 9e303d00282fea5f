import ValidatorKit

/// A delegate that passes what a field's asynchronous check does to a stream, with the moment
/// of the field's clock it happened at, so a test can await each event of a task that runs the
/// checks (``Field/runChecks()``).
final class CheckEventStream: FieldDelegate {
    enum Event: Equatable, Sendable {
        case checkingChanged(isChecking: Bool, at: Duration)
        case validityChanged(Validity, at: Duration)
    }

    let events: AsyncStream<Event>
    private let continuation: AsyncStream<Event>.Continuation
    private let clock: any FieldClock

    init(clock: any FieldClock) {
        self.clock = clock
        (events, continuation) = AsyncStream.makeStream()
    }

    func checkingChanged(_ field: Field) {
        continuation.yield(.checkingChanged(isChecking: field.isChecking, at: clock.now()))
    }

    func validityChanged(_ field: Field) {
        continuation.yield(.validityChanged(field.validity, at: clock.now()))
    }
}
