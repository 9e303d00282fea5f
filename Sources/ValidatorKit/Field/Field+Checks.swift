extension Field {
    /// Whether the field's ``AsyncValidator`` is being asked about the text right now; the
    /// delegate hears every change (``FieldDelegate/checkingChanged(_:)``).
    ///
    /// While the text rests before its check, and while the check runs, ``validity`` is
    /// `incomplete` and no message is shown.
    public var isChecking: Bool {
        access(keyPath: Self.stateKeyPath)
        return check?.isRunning ?? false
    }

    /// When the field's check next moves on by itself, on the field's clock: the end of the
    /// text's rest before it is checked, or the timeout of a running check; `nil` when neither is
    /// due. An answer may arrive earlier. The task of ``runChecks()`` sleeps until then.
    public var nextCheckDeadline: Duration? {
        access(keyPath: Self.stateKeyPath)
        return switch check?.phase {
        case .waiting(_, let until)?: until
        case .running(_, let deadline, _)?: deadline
        default: nil
        }
    }

    /// Moves the field's asynchronous check on: applies an answer that arrived (only the latest
    /// check's; answers are cached for their text, but for the failures the validator retries),
    /// makes a check that outlived its timeout `check.timeout`, and starts the check of a text
    /// whose rest is over.
    ///
    /// Called when time passes (``nextCheckDeadline``) and when an answer arrives, by
    /// ``runChecks()`` and ``ManualFieldClock/advance(by:updating:afterEachStop:)``; the delegate
    /// hears ``FieldDelegate/checkingChanged(_:)`` and ``FieldDelegate/validityChanged(_:)`` when
    /// they change. Does nothing for a field without an ``AsyncValidator``.
    func updateChecks() {
        guard check != nil else { return }
        let wasChecking = isChecking
        let before = validity
        let answers = check?.inbox.takeAnswers() ?? []
        var movedOn = !answers.isEmpty
        for answer in answers {
            if !answer.wasCancelled {
                check?.remember(answer.verdict, for: answer.text)
            }
            if answer.generation == check?.generation, check?.isRunning == true {
                check?.phase = .settled(answer.verdict)
            }
        }
        let now = clock.now()
        switch check?.phase {
        case .running(_, let deadline, _)? where now >= deadline:
            check?.cancelRunning()
            check?.phase = .settled(.invalid(ValidationFailure(code: .checkTimeout)))
            movedOn = true
        case .waiting(let text, let until)? where now >= until:
            check?.start(text, now: now)
            movedOn = true
        default:
            break
        }
        if movedOn {
            stateChanged()
        }
        announce(wasChecking: wasChecking, validityBefore: before)
    }

    /// How many checks of the field have started and not answered yet.
    var checksInFlight: Int {
        check?.inbox.outstanding ?? 0
    }

    /// Whether the verdict waits for the asynchronous check: resting or running.
    var awaitsCheck: Bool {
        check?.isPending ?? false
    }

    /// The live verdict with the asynchronous check's part: its answer once the synchronous
    /// validators found the text valid, `incomplete` while it is awaited.
    ///
    /// Read from the stored state, unobserved: the public getters built on it (``validity``)
    /// tell observers what they read.
    var liveVerdict: Validity {
        guard storedState.liveValidity.isValid else { return storedState.liveValidity }
        switch check?.phase {
        case .waiting?, .running?: return .incomplete
        case .settled(let verdict)?: return verdict
        case .idle?, nil: return storedState.liveValidity
        }
    }

    /// After a new synchronous verdict: a valid text is answered from the cache or starts its
    /// rest before a check, cancelling an older check; any other text needs no check.
    func scheduleCheck() {
        guard check != nil else { return }
        let wasChecking = isChecking
        let text = self.text
        if text.isEmpty || !state.liveValidity.isValid {
            check?.cancelRunning()
            check?.phase = .idle
        } else if let known = check?.answers[text] {
            check?.cancelRunning()
            check?.phase = .settled(known)
        } else if !isAwaitingCheck(of: text), let debounce = check?.validator.debounce {
            check?.cancelRunning()
            check?.phase = .waiting(text: text, until: clock.now() + debounce)
            check?.inbox.ringAlarm()
        }
        if isChecking != wasChecking {
            delegate?.checkingChanged(self)
        }
    }

    /// At the end of editing or a submit: a resting text is checked now, without waiting out
    /// its rest, and a text whose check timed out (or failed in a way that is retried) is
    /// checked again.
    func checkNow() {
        guard let phase = check?.phase else { return }
        let wasChecking = isChecking
        switch phase {
        case .waiting(let text, _):
            check?.start(text, now: clock.now())
        case .settled(let verdict) where check?.isRetried(verdict) == true:
            check?.start(text, now: clock.now())
        default:
            return
        }
        check?.inbox.ringAlarm()
        if isChecking != wasChecking {
            delegate?.checkingChanged(self)
        }
    }

    private func isAwaitingCheck(of text: String) -> Bool {
        switch check?.phase {
        case .waiting(let awaited, _)?, .running(let awaited, _, _)?: awaited == text
        default: false
        }
    }

    private func announce(wasChecking: Bool, validityBefore before: Validity) {
        if isChecking != wasChecking {
            delegate?.checkingChanged(self)
        }
        if validity != before {
            delegate?.validityChanged(self)
        }
    }
}
