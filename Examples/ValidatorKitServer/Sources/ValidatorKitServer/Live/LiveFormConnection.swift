import ValidatorKit
import ValidatorKitBatch
import ValidatorKitSession

/// One page's form on the server: a ``FormSession`` of the demo engine (the one behind the
/// terminal and `replay`) that applies the page's messages and sends every record it makes.
///
/// The actor owns the form; the form's asynchronous checks run in ``runChecks()``, on the actor,
/// between messages. What each call made goes to `output` as one ``LiveOutputBatch``, in the
/// order the calls ran; a message's call waits until its batch is written, so a page that does
/// not read its answers stops being read (and nothing piles up on the server).
actor LiveFormConnection {
    private let session: FormSession
    private let output: AsyncStream<LiveOutputBatch>.Continuation
    private let wake: AsyncStream<Void>.Continuation
    /// What the session recorded since the last batch, as messages.
    private let made: MadeMessages
    /// The last `record` message's record.
    private var lastRecord: JSONValue?

    /// Builds `spec` in `locale` with `registry` on the real clock; the session's `form` record
    /// goes in the first batch (``start()``). A check that starts or answers, or a reveal that
    /// ends, yields to `wake`: call ``timePassed()`` then.
    init(
        spec: FormSpec, registry: ValidatorRegistry, locale: MessageLocale, output: AsyncStream<LiveOutputBatch>.Continuation,
        wake: AsyncStream<Void>.Continuation
    ) throws(FormSpecError) {
        let prepared = try FormPreparation.prepare(spec, registry: registry, clock: ContinuousFieldClock(), locale: locale)
        let form = prepared.form
        let made = MadeMessages()
        self.output = output
        self.wake = wake
        self.made = made
        session = FormSession(prepared) { [unowned form] record in
            made.texts.append(LiveOutboundMessage.text(of: record))
            switch record {
            case .state(let appearance):
                let isSecure = form.field(appearance.identifier)?.isSecure ?? true
                made.texts.append(LiveOutboundMessage.view(of: appearance, isSecure: isSecure))
            case .checkingChanged, .validityChanged:
                wake.yield()
            default:
                break
            }
        }
    }

    /// Sends the `form` record and the first `record` message, what the empty form submits.
    func start() async {
        addRecordIfChanged()
        await send()
    }

    /// Applies one message and returns once its answer is written; an event the form refuses is
    /// answered with an `error` message and changes nothing.
    func apply(_ message: LiveClientMessage) async {
        if let refusal = Self.overLongEdit(message, in: session.form) ?? Self.selectionPastText(message, in: session.form) {
            await refuse(refusal)
            return
        }
        do throws(FormEventError) {
            switch message {
            case .event(let event):
                try session.apply(event)
            case .caret(let position):
                try moveCaret(to: position)
            case .selection(let displayed, let isCut):
                try takeOut(displayed, isCut: isCut)
            }
        } catch {
            made.texts.append(LiveOutboundMessage.error(.refused(error.description)))
        }
        addRecordIfChanged()
        wakeAfterReveal()
        await send()
    }

    /// The refusal of `message` when it types or pastes into the focused field more characters
    /// than the field can take: its sections' capacity, else the `maxLength` its validators state
    /// (``ValidatorChain/schemaKeywords``), else ``LiveFormSocket/maximumFieldCharacters``.
    ///
    /// The characters are counted as sent, before the field's input filter. A field with
    /// sections is left out: it refuses a character past its capacity itself, in a short
    /// `refusedInput` record.
    static func overLongEdit(_ message: LiveClientMessage, in form: Form) -> LiveMessageError? {
        let added: String
        switch message {
        case .event(.type(let text)), .event(.paste(let text)): added = text
        default: return nil
        }
        guard let field = form.focusedField, field.layout.capacity == nil else { return nil }
        let limit = maximumCharacters(of: field)
        let adding = added.count
        guard field.characterCount + adding > limit else { return nil }
        return .tooLong(field: field.identifier, limit: limit, adding: adding)
    }

    /// The refusal of a selection message whose end is past the focused field's displayed text.
    static func selectionPastText(_ message: LiveClientMessage, in form: Form) -> LiveMessageError? {
        guard case .selection(let displayed, let isCut) = message, let field = form.focusedField else { return nil }
        let length = (field.isSecure ? field.loggableText : field.displayedText).count
        guard displayed.upperBound > length else { return nil }
        return .member(
            "end", of: isCut ? "cut" : "deleteSelection",
            expected: "an integer after \"start\" and at most \(length), the length of the focused field's displayed text")
    }

    /// The most characters `field`, which has no sections, takes in a live form: the least of
    /// what its validators state (`maxLength`, in code points, of which a character has at least
    /// one; a `length` validator's `max` in grapheme clusters, stated as an `x-validatorkit`
    /// annotation) and ``LiveFormSocket/maximumFieldCharacters``.
    static func maximumCharacters(of field: Field) -> Int {
        let keywords = field.validation.schemaKeywords
        var limit = LiveFormSocket.maximumFieldCharacters
        if case .integer(let stated)? = keywords["maxLength"] {
            limit = min(limit, stated)
        }
        if case .array(let annotations)? = keywords["x-validatorkit"] {
            for case .object(let annotation) in annotations
            where annotation["unit"] == .string("grapheme clusters") {
                if case .integer(let maximum)? = annotation["max"] {
                    limit = min(limit, maximum)
                }
            }
        }
        return limit
    }

    /// Sends an `error` message and returns once it is written.
    func refuse(_ error: LiveMessageError) async {
        made.texts.append(LiveOutboundMessage.error(error))
        await send()
    }

    /// Sends what changed without a message: a check's start or answer, a reveal's end.
    func timePassed() {
        session.timePassed()
        addRecordIfChanged()
        output.yield(LiveOutputBatch(texts: made.take(), written: nil))
    }

    /// Sends what was made since the last batch and waits until it is written.
    private func send() async {
        let texts = made.take()
        await withCheckedContinuation { written in
            output.yield(LiveOutputBatch(texts: texts, written: written))
        }
    }

    /// Moves the form's asynchronous checks on until the task is cancelled.
    func runChecks() async {
        try? await session.form.runChecks()
    }

    /// Puts the focused field's cursor after `position` characters of its displayed text, by
    /// moving it left or right as the arrow keys do: after the typed characters shown before
    /// `position` (``Field/typedOffset(atDisplayed:)``), a mask's constants counting for nothing.
    private func moveCaret(to position: Int) throws(FormEventError) {
        guard let field = session.form.focusedField else { throw FormEventError.noFocusedField }
        let target = field.typedOffset(atDisplayed: position)
        if target < field.cursor {
            try session.apply(.left(field.cursor - target))
        } else if target > field.cursor {
            try session.apply(.right(target - field.cursor))
        }
    }

    /// Takes out the typed characters that the focused field's displayed characters in `displayed`
    /// show, as one step of its history (``FormEvent/cut(_:)``): a mask's constants and the
    /// spaces between sections in the selection take nothing out. A secure field has no Cut; a
    /// selection deleted there is Backspace from its end, as many times as it shows characters.
    private func takeOut(_ displayed: Range<Int>, isCut: Bool) throws(FormEventError) {
        guard let field = session.form.focusedField else { throw FormEventError.noFocusedField }
        let typed = field.typedOffset(atDisplayed: displayed.lowerBound)
            ..< field.typedOffset(atDisplayed: displayed.upperBound)
        if field.isSecure && !isCut {
            try moveCaret(to: displayed.upperBound)
            try session.apply(.backspace(typed.count))
        } else {
            try session.apply(.cut(typed))
        }
    }

    /// Adds the `record` message when what the form submits changed, secure fields left out.
    private func addRecordIfChanged() {
        var record = JSONValue.object(session.form.record)
        for field in session.form.fields where field.isSecure {
            record = RecordPaths.removing(field.identifier, from: record)
        }
        guard record != lastRecord else { return }
        lastRecord = record
        made.texts.append(LiveOutboundMessage.record(record))
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

/// The messages a ``LiveFormConnection``'s session made since its last batch; only the
/// connection's actor touches them.
private final class MadeMessages {
    var texts: [String] = []

    /// The messages, leaving none.
    func take() -> [String] {
        defer { texts = [] }
        return texts
    }
}
