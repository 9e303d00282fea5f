/// One answer of an ``AsyncValidator``, as the task that asked posts it.
struct CheckAnswer: Sendable {
    /// Which check of the field asked; only the latest one's answer is applied.
    let generation: Int
    /// The text asked about.
    let text: String
    /// The answer.
    let verdict: Validity
    /// Whether the check was cancelled before it answered, which makes the answer worthless.
    let wasCancelled: Bool
}

/// Where the tasks of a field's checks leave their answers for the field to pick up on its own
/// thread (``Field/updateChecks()``), how many of them are still out, and the alarm of the task
/// that runs the field's checks (``Field/runChecks()``), rung when an answer arrives.
final class CheckInbox: Sendable {
    private struct Contents {
        var answers: [CheckAnswer] = []
        var outstanding = 0
        var alarm: CheckAlarm?
    }

    private let contents = Locked(Contents())

    /// Counts a check that was just started.
    func expectAnswer() {
        contents.withLock { $0.outstanding += 1 }
    }

    /// Leaves the answer of a started check and rings the alarm.
    func post(_ answer: CheckAnswer) {
        let alarm = contents.withLock {
            $0.answers.append(answer)
            $0.outstanding -= 1
            return $0.alarm
        }
        alarm?.ring()
    }

    /// Makes `alarm` the one rung from now on.
    func attach(_ alarm: CheckAlarm) {
        contents.withLock { $0.alarm = alarm }
    }

    /// Rings no alarm from now on, unless another than `alarm` was attached since.
    func detach(_ alarm: CheckAlarm) {
        contents.withLock { contents in
            if contents.alarm === alarm {
                contents.alarm = nil
            }
        }
    }

    /// Rings the alarm, if there is one.
    func ringAlarm() {
        contents.withLock { $0.alarm }?.ring()
    }

    /// Takes every answer left so far, oldest first.
    func takeAnswers() -> [CheckAnswer] {
        contents.withLock { contents in
            defer { contents.answers.removeAll() }
            return contents.answers
        }
    }

    /// How many started checks have not answered yet.
    var outstanding: Int {
        contents.withLock { $0.outstanding }
    }
}
