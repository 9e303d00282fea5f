extension Field {
    /// Drives the field's asynchronous check until the task is cancelled: sleeps until the next
    /// deadline on the field's clock (``nextCheckDeadline``: the end of the text's rest, the
    /// timeout) or until an answer arrives, then moves the check on, and the delegate hears
    /// ``FieldDelegate/checkingChanged(_:)`` and ``FieldDelegate/validityChanged(_:)``.
    ///
    /// An edit that gives the check a new deadline wakes it. It runs on the caller's actor
    /// (`nonisolated(nonsending)`), the one the field is used from: the main actor in an app, an
    /// actor of your own on a server; only the checks themselves run elsewhere
    /// (``CheckExecutor``). Start one such task per field, or one for a whole form
    /// (``Form/runChecks()``), for as long as the field is on show:
    ///
    /// ```swift
    /// .task { try? await field.runChecks() }   // SwiftUI, on the main actor
    /// ```
    ///
    /// - Throws: `CancellationError` once the task is cancelled; it never returns otherwise.
    public nonisolated(nonsending) func runChecks() async throws {
        try await Self.runChecks(of: [self])
    }

    /// The loop of ``runChecks()`` and ``Form/runChecks()``: moves the checks of `fields` on,
    /// then sleeps until their earliest deadline, an answer, or an edit that sets a deadline.
    nonisolated(nonsending) static func runChecks(of fields: [Field]) async throws {
        let checked = fields.filter { $0.check != nil }
        let alarm = CheckAlarm()
        for field in checked {
            field.check?.inbox.attach(alarm)
        }
        defer {
            for field in checked {
                field.check?.inbox.detach(alarm)
            }
        }
        while true {
            try Task.checkCancellation()
            for field in checked {
                field.updateChecks()
            }
            let deadlines = checked.compactMap { field in
                field.nextCheckDeadline.map { (clock: field.clock, deadline: $0) }
            }
            try await alarm.wait(until: deadlines)
        }
    }
}
