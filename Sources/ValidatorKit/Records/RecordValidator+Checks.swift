extension RecordValidator {
    /// Whether a field's validators include an ``AsyncValidator`` (a username's directory, an
    /// HTTP endpoint): a submission then asks it about the field's text once the record is
    /// valid, and waits for its answer.
    public var checksAtSubmission: Bool {
        rootFields.checksAtSubmission
    }

    /// The verdict on `record` as a submission, awaited: ``validate(_:locale:)``; when every
    /// field is valid, each field's ``AsyncValidator`` asked about its text (unless absent),
    /// once, all at the same time, each refusal becoming that field's failure; then, when every
    /// check accepted, the verifiers at submission as in ``submit(_:locale:)``, so a refused
    /// username does not use up a one-time password.
    ///
    /// The checks run on ``CheckExecutor``'s thread, so awaiting them holds none of the caller's
    /// threads. A check that has not answered within `deadline` (or its validator's own
    /// ``AsyncValidator/timeout``, when that is shorter), counted from when the checks start,
    /// is cancelled and its field fails with `check.timeout`. Messages name fields by their
    /// titles in `locale`.
    ///
    /// ```swift
    /// // A server's route; "alice" is taken in the directory the `username` validator asks.
    /// let verdict = await records.submit(
    ///     ["username": "alice", "password": "s3cret-Pass", "confirm": "s3cret-Pass"],
    ///     locale: MessageLocale(language: "de"), checkingWithin: .seconds(2))
    /// verdict.failures.map(\.failure.code)   // [username.taken]
    /// verdict.failures.map(\.pointer)        // ["/username"]
    /// ```
    public func submit(
        _ record: [String: JSONValue], locale: MessageLocale = .english, checkingWithin deadline: Duration
    ) async -> RecordVerdict {
        let record = RecordObject(record, of: rootFields)
        let verdict = validate(record, locale: locale)
        guard verdict.isValid else { return verdict }
        let checks = pendingChecks(in: record)
        if !checks.isEmpty {
            let verdicts = await RecordCheckRun(checks, deadline: deadline).verdicts()
            if let refused = refusal(of: checks, verdicts: verdicts, in: record, locale: locale) { return refused }
        }
        return verified(record, verdict: verdict, locale: locale)
    }

    /// The verdict on `record` as a submission, as ``submit(_:locale:checkingWithin:)`` gives
    /// it, waited for on the calling thread: for a host judging records on threads of its own
    /// (a batch's workers), where nothing awaits.
    ///
    /// The checks run on ``CheckExecutor``'s thread; the calling thread blocks until they have
    /// answered or `deadline` has passed, and not at all when ``checksAtSubmission`` is
    /// `false`. From an `async` function, await ``submit(_:locale:checkingWithin:)`` instead.
    ///
    /// ```swift
    /// // A worker thread of a batch, one record per line.
    /// let verdict = records.submitWaitingForChecks(record, locale: .english, checkingWithin: .seconds(5))
    /// verdict.isValid   // false when the directory says the username is taken
    /// ```
    @available(*, noasync, message: "blocks its thread; await submit(_:locale:checkingWithin:) instead")
    public func submitWaitingForChecks(
        _ record: [String: JSONValue], locale: MessageLocale = .english, checkingWithin deadline: Duration
    ) -> RecordVerdict {
        submitWaitingForChecks(RecordObject(record, of: rootFields), locale: locale, checkingWithin: deadline)
    }

    /// ``submitWaitingForChecks(_:locale:checkingWithin:)`` of a record whose members are in
    /// the slots of the root's fields (``record(from:)``).
    @available(*, noasync, message: "blocks its thread; await submit(_:locale:checkingWithin:) instead")
    package func submitWaitingForChecks(
        _ record: consuming RecordObject, locale: MessageLocale, checkingWithin deadline: Duration
    ) -> RecordVerdict {
        // Without checks or verifiers the record is given up to judging, which normalizes it in place.
        guard rootFields.checksAtSubmission || rootFields.verifiesAtSubmission else { return validate(record, locale: locale) }
        let verdict = validate(copy record, locale: locale)
        guard verdict.isValid else { return verdict }
        let checks = pendingChecks(in: record)
        if !checks.isEmpty {
            let verdicts = RecordCheckRun(checks, deadline: deadline).verdictsWaitingOnThisThread()
            if let refused = refusal(of: checks, verdicts: verdicts, in: record, locale: locale) { return refused }
        }
        return verified(record, verdict: verdict, locale: locale)
    }

    /// The checks `record`, valid, asks for: one per field with an ``AsyncValidator`` and a
    /// value, in field order, depth first.
    private func pendingChecks(in record: RecordObject) -> [PendingRecordCheck] {
        guard rootFields.checksAtSubmission else { return [] }
        var checks: [PendingRecordCheck] = []
        var indices: [Int] = []
        record.forEachScalar(root: record, indices: &indices, visiting: \.checksAtSubmission) { field, member, written in
            guard let validator = field.asyncValidator,
                case .present(let text, _) = field.readScalar(member, coercingStrings: coercesStrings)
            else { return true }
            checks.append(PendingRecordCheck(validator: validator, text: text, field: field, path: written.path, pointer: written.pointer))
            return true
        }
        return checks
    }

    /// The verdict of the checks' refusals, each at its field; `nil` when every check accepted.
    private func refusal(
        of checks: [PendingRecordCheck], verdicts: [Validity], in record: RecordObject, locale: MessageLocale
    ) -> RecordVerdict? {
        let failures = zip(checks, verdicts).compactMap { check, verdict in check.failure(of: verdict, locale: locale) }
        return failures.isEmpty ? nil : verdict(failures: failures, value: nil, of: record)
    }
}
