import ValidatorKit

/// An ``AsyncValidator`` standing in for a server: texts of fewer than 3 characters are
/// `incomplete` locally; the server answers after `delay(text)` on `clock`: `server.taken` for
/// the names `isTaken` says are, else valid. It notes every text it is asked about.
///
/// When its task is cancelled it answers the opposite of the truth, so a field that applied a
/// cancelled (stale) answer would show it: at once, or, when it `ignoresCancellation` like a
/// slow server, only once its delay is over.
struct SimulatedServerValidator: AsyncValidator {
    /// The texts a validator was asked about, shared by its copies.
    final class Questions: Sendable {
        private let texts = Locked<[String]>([])

        func note(_ text: String) {
            texts.withLock { $0.append(text) }
        }

        var all: [String] {
            texts.withLock { $0 }
        }
    }

    static let taken = Validity.invalid(ValidationFailure(code: .serverTaken, message: "Taken"))

    let clock: any FieldClock
    var isTaken: @Sendable (String) -> Bool = { $0 == "alice" || $0 == "bob" }
    var debounce: Duration = .milliseconds(300)
    var timeout: Duration = .seconds(5)
    var retriedFailureCodes: Set<ValidationFailure.Code> = [.checkTimeout]
    var delay: @Sendable (String) -> Duration = { _ in .milliseconds(800) }
    var ignoresCancellation = false
    let questions = Questions()

    func validate(_ text: String) -> Validity {
        text.count < 3 ? .incomplete : .valid
    }

    /// The answer the server gives for `text`.
    func truth(for text: String) -> Validity {
        isTaken(text) ? Self.taken : .valid
    }

    func check(_ text: String) async -> Validity {
        questions.note(text)
        let deadline = clock.now() + delay(text)
        if ignoresCancellation {
            // A task of its own, which the cancellation of this one does not reach.
            await Task(executorPreference: CheckExecutor.shared) { [clock] in try? await clock.sleep(until: deadline) }.value
        } else {
            try? await clock.sleep(until: deadline)
        }
        if Task.isCancelled {
            return truth(for: text).isValid ? Self.taken : .valid
        }
        return truth(for: text)
    }
}

extension Field {
    /// A field whose only validator is `validator`, on `clock`.
    static func checked(by validator: SimulatedServerValidator, clock: ManualFieldClock, identifier: String = "username") -> Field {
        Field(identifier: identifier, title: "Username", validation: ValidatorChain([validator]), clock: clock)
    }
}
