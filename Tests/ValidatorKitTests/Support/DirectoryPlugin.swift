import ValidatorKit

/// The `directory` plugin: an ``AsyncValidator`` asking a directory of taken usernames, which
/// answers after `delay` of real time (a cancellable sleep), with its own `timeout`; a name of
/// `pending` (one the directory is still reviewing) is `incomplete`. It notes every text it is
/// asked about, shared by its copies.
struct DirectoryPlugin: ValidatorPlugin, AsyncValidator {
    let taken: Set<String>
    var pending: Set<String> = []
    var delay: Duration = .zero
    var timeout: Duration = .seconds(60)
    /// Where each check waits for the others of a record before it answers; one that waits in
    /// vain answers `directory.alone`.
    var meeting: CheckMeeting?
    let questions = SimulatedServerValidator.Questions()

    var identifier: String { "directory" }
    var summary: String { "A username not taken in the directory" }
    var options: [OptionDescription] { [] }
    var failureCodes: [FailureCodeDescription] { [FailureCodeDescription(.directoryTaken)] }
    func make(_ options: ValidatorOptions) throws -> any Validator { self }

    func validate(_ text: String) -> Validity { .valid }

    func check(_ text: String) async -> Validity {
        questions.note(text)
        if let meeting, await !meeting.arrive() {
            return .invalid(ValidationFailure(code: .directoryAlone, message: "Asked alone"))
        }
        if delay > .zero {
            try? await Task.sleep(for: delay)
        }
        if pending.contains(text) { return .incomplete }
        return taken.contains(text) ? .invalid(ValidationFailure(code: .directoryTaken, message: "This name is taken")) : .valid
    }
}

/// A meeting of the checks of one record: each arrives and waits until `expected` have, for at
/// most 5 seconds of real time, so checks asked one after another never all meet.
final class CheckMeeting: Sendable {
    private let arrived = Locked(0)
    let expected: Int

    init(expected: Int) {
        self.expected = expected
    }

    /// Arrives, and returns whether all the expected checks arrived in time.
    func arrive() async -> Bool {
        arrived.withLock { $0 += 1 }
        let giveUp = ContinuousClock.now + .seconds(5)
        while ContinuousClock.now < giveUp {
            if arrived.withLock({ $0 }) >= expected { return true }
            try? await Task.sleep(for: .milliseconds(10))
        }
        return false
    }
}

/// The `pass` plugin: any text is valid, and a submission verifies it, accepting each pass
/// once.
struct PassPlugin: ValidatorPlugin, Validator {
    final class Verifier: SubmissionVerifier {
        private let used = Locked<Set<String>>([])

        func verify(_ text: String) -> Validity {
            used.withLock { $0.insert(text).inserted } ? .valid : .invalid(ValidationFailure(code: .passUsed, message: "This pass has been used"))
        }
    }

    let verifier = Verifier()
    var identifier: String { "pass" }
    var summary: String { "A pass, usable once" }
    var options: [OptionDescription] { [] }
    var failureCodes: [FailureCodeDescription] { [FailureCodeDescription(.passUsed)] }
    func make(_ options: ValidatorOptions) throws -> any Validator { self }
    func validate(_ text: String) -> Validity { .valid }
    var submissionVerifier: (any SubmissionVerifier)? { verifier }
}
