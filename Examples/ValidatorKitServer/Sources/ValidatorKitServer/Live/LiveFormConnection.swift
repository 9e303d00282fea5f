import ValidatorKit
import ValidatorKitDemoEngine

/// One page's form on the server: a ``FormSession`` of the demo engine (the one behind the
/// terminal and `replay`) that applies the page's messages and sends every record it makes.
///
/// The actor owns the form; the form's asynchronous checks run in ``runChecks()``, on the actor,
/// between messages. Everything sent goes through `output` in the order it was made.
actor LiveFormConnection {
    private let session: FormSession
    private let output: AsyncStream<String>.Continuation
    private let wake: AsyncStream<Void>.Continuation
    /// The last `record` message's record.
    private var lastRecord: JSONValue?

    /// Builds `spec` in `locale` with `registry` on the real clock and sends the `form` record.
    /// A check that starts or answers, or a reveal that ends, yields to `wake`: call
    /// ``timePassed()`` then.
    init(
        spec: FormSpec, registry: ValidatorRegistry, locale: MessageLocale, output: AsyncStream<String>.Continuation,
        wake: AsyncStream<Void>.Continuation
    ) throws(FormSpecError) {
        let prepared = try FormPreparation.prepare(spec, registry: registry, clock: ContinuousFieldClock(), locale: locale)
        let form = prepared.form
        self.output = output
        self.wake = wake
        session = FormSession(prepared) { [unowned form] record in
            output.yield(LiveOutboundMessage.text(of: record))
            switch record {
            case .state(let appearance):
                let isSecure = form.field(appearance.identifier)?.isSecure ?? true
                output.yield(LiveOutboundMessage.view(of: appearance, isSecure: isSecure))
            case .checkingChanged, .validityChanged:
                wake.yield()
            default:
                break
            }
        }
    }

    /// Sends the first `record` message, what the empty form submits.
    func start() {
        sendRecordIfChanged()
    }

    /// Applies one message; an event the form refuses is answered with an `error` message and
    /// changes nothing.
    func apply(_ message: LiveClientMessage) {
        do throws(FormEventError) {
            switch message {
            case .event(let event):
                try session.apply(event)
            case .caret(let position):
                try moveCaret(to: position)
            }
        } catch {
            output.yield(LiveOutboundMessage.error(.refused(error.description)))
        }
        sendRecordIfChanged()
        wakeAfterReveal()
    }

    /// Sends an `error` message.
    func refuse(_ error: LiveMessageError) {
        output.yield(LiveOutboundMessage.error(error))
    }

    /// Records what changed without a message: a check's start or answer, a reveal's end.
    func timePassed() {
        session.timePassed()
        sendRecordIfChanged()
    }

    /// Moves the form's asynchronous checks on until the task is cancelled.
    func runChecks() async {
        try? await session.form.runChecks()
    }

    /// Puts the focused field's cursor after `position` characters of its displayed text, by
    /// moving it left or right as the arrow keys do.
    private func moveCaret(to position: Int) throws(FormEventError) {
        guard let field = session.form.focusedField else { throw FormEventError.noFocusedField }
        let target = Self.typedOffset(atDisplayed: position, of: field)
        if target < field.cursor {
            try session.apply(.left(field.cursor - target))
        } else if target > field.cursor {
            try session.apply(.right(target - field.cursor))
        }
    }

    /// How many typed characters come before `position` characters of `field`'s displayed text:
    /// the displayed characters are matched with the typed ones in order, so the spaces between
    /// sections and a formatter's separators count for nothing. A secure field is matched masked.
    static func typedOffset(atDisplayed position: Int, of field: Field) -> Int {
        let typed = field.isSecure ? String(repeating: Field.maskCharacter, count: field.characterCount) : field.text
        let shown = field.isSecure ? field.loggableText : field.displayedText
        var typedCharacters = typed.makeIterator()
        var expected = typedCharacters.next()
        var matched = 0
        for character in shown.prefix(position) where character == expected {
            matched += 1
            expected = typedCharacters.next()
        }
        return matched
    }

    /// Sends the `record` message when what the form submits changed, secure fields left out.
    private func sendRecordIfChanged() {
        var record = JSONValue.object(session.form.record)
        for field in session.form.fields where field.isSecure {
            record = LivePaths.removing(field.identifier, from: record)
        }
        guard record != lastRecord else { return }
        lastRecord = record
        output.yield(LiveOutboundMessage.record(record))
    }

    /// Asks for ``timePassed()`` when a secure field's reveal of its last character ends.
    private func wakeAfterReveal() {
        guard let duration = session.form.fields.filter(\.isRevealingCharacter).map(\.revealDuration).max() else { return }
        let wake = wake
        Task {
            try await Task.sleep(for: duration)
            wake.yield()
        }
    }
}
