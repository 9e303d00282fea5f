import ValidatorKit

/// An ``AsyncValidator`` standing in for a server that answers at a fixed moment of `clock`,
/// whenever it was asked: `SimulatedServerValidator.taken` for "alice", else valid. Texts of
/// fewer than 3 characters are `incomplete` locally. It notes every text it is asked about.
///
/// A fixed moment lets a test advance the clock past it without knowing when the check read the
/// clock, so a task that runs the checks on its own cannot race the test.
struct ScheduledServerValidator: AsyncValidator {
    let clock: ManualFieldClock
    /// When every answer arrives.
    let answersAt: Duration
    var timeout: Duration = .seconds(60)
    let questions = SimulatedServerValidator.Questions()

    func validate(_ text: String) -> Validity {
        text.count < 3 ? .incomplete : .valid
    }

    func check(_ text: String) async -> Validity {
        questions.note(text)
        try? await clock.sleep(until: answersAt)
        return text == "alice" ? SimulatedServerValidator.taken : .valid
    }
}
