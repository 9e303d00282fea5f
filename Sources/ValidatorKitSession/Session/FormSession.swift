public import ValidatorKit

/// The one state machine behind both front ends: owns the `Form`, turns ``FormEvent``s into
/// `Field` and `Form` calls, and turns the fields' delegate callbacks and changes of
/// appearance into ``TraceRecord``s.
///
/// The interactive screen and `replay` differ only in where events come from and where records
/// go, so they cannot drift apart.
public final class FormSession: FieldDelegate {
    /// The form the session drives.
    public let form: Form
    /// The outcome of the latest submit, until the next edit.
    public private(set) var lastSubmit: TraceRecord.SubmitResult?
    private let record: (TraceRecord) -> Void
    private let clock: any FieldClock
    /// What each field is, by field (identity, since a list's items are renumbered).
    private var described: [ObjectIdentifier: FieldDescription]
    /// What each field showed when last recorded, by field.
    private var shown: [ObjectIdentifier: FieldAppearance]

    /// Starts a session on `prepared`, sending every record to `record`; the first is the
    /// ``TraceRecord/form(_:)`` record, describing the fields that apply.
    public init(_ prepared: PreparedForm, record: @escaping (TraceRecord) -> Void) {
        form = prepared.form
        self.record = record
        clock = prepared.clock
        described = Dictionary(uniqueKeysWithValues: zip(prepared.form.allFields.map(ObjectIdentifier.init), prepared.descriptions))
        shown = Dictionary(uniqueKeysWithValues: prepared.form.fields.map { (ObjectIdentifier($0), FieldAppearance(of: $0)) })
        for field in form.allFields {
            field.delegate = self
        }
        record(.form(form.fields.map(description(of:))))
    }

    /// What each field that applies now is, in the form's order, under its identifier now.
    public var descriptions: [FieldDescription] {
        form.fields.map(description(of:))
    }

    /// What each field that applies now shows, in the form's order.
    public var appearances: [FieldAppearance] {
        form.fields.map { shown[ObjectIdentifier($0)] ?? FieldAppearance(of: $0) }
    }

    private func description(of field: Field) -> FieldDescription {
        let description = described[ObjectIdentifier(field)]
            ?? FieldDescription(identifier: field.identifier, title: field.title, placeholder: field.placeholder,
                                isSecure: field.isSecure, plugins: [], note: nil)
        guard description.identifier != field.identifier else { return description }
        return description.moved(to: field.identifier, in: form.containers(of: field))
    }

    /// Applies `event`; a focus on an unknown field or an edit with no field focused is an error
    /// and changes nothing.
    public func apply(_ event: FormEvent) throws(FormEventError) {
        switch event {
        case .focus(let identifier):
            guard let index = form.fields.firstIndex(where: { $0.identifier == identifier }) else {
                if let hidden = form.allFields.first(where: { $0.identifier == identifier }) {
                    throw FormEventError.doesNotApply(identifier, condition: description(of: hidden).condition)
                }
                throw FormEventError.unknownField(identifier, fields: form.fields.map(\.identifier))
            }
            form.focus(index)
        case .type(let text):
            let field = try focusedField()
            for character in text {
                field.insert(character)
            }
        case .paste(let text):
            try focusedField().paste(text)
        case .backspace(let count):
            let field = try focusedField()
            for _ in 0..<min(count, field.cursor) {
                field.deleteBackward()
            }
        case .delete(let count):
            let field = try focusedField()
            for _ in 0..<min(count, field.characterCount - field.cursor) {
                field.deleteForward()
            }
        case .cut(let selection):
            try focusedField().cut(selection)
        case .left(let count):
            let field = try focusedField()
            field.moveCursor(by: -min(count, field.cursor))
        case .right(let count):
            let field = try focusedField()
            field.moveCursor(by: min(count, field.characterCount - field.cursor))
        case .clear:
            try focusedField().clear()
        case .undo:
            try focusedField().undo()
        case .redo:
            try focusedField().redo()
        case .reset:
            try focusedField().reset()
        case .next:
            form.next()
        case .previous:
            form.previous()
        case .leave:
            form.focus(nil)
        case .enter:
            if let outcome = form.advance() {
                submitted(outcome)
            }
        case .submit:
            submitted(form.submit())
        case .addItem(let list):
            try addItem(toList: list)
        case .removeItem:
            try removeItem()
        case .cycleChoice(let offset):
            let field = try focusedField()
            guard !field.choices.isEmpty else { throw FormEventError.noChoices(field.identifier) }
            // An offset of 0 chooses nothing: the field stays as it is.
            field.cycleChoice(by: offset)
        case .choose(let value):
            let field = try focusedField()
            guard !field.choices.isEmpty else { throw FormEventError.noChoices(field.identifier) }
            guard field.choices.contains(value) else {
                throw FormEventError.notAChoice(value, field: field.identifier, choices: field.choices)
            }
            field.choose(value)
        }
        publishChanges()
    }

    /// Records what changed since the last record without an event: the end of a secure field's
    /// reveal, or a check's start or answer (the checks move on in the task of
    /// `Form/runChecks()` on the interactive screen, in
    /// `ManualFieldClock/advance(by:updating:afterEachStop:)` in `replay`).
    public func timePassed() {
        publishChanges()
    }

    /// Adds an item to the list at `path`, else to the focused field's list, describes its fields
    /// like those of the item before, and focuses the first.
    private func addItem(toList path: String?) throws(FormEventError) {
        let listPath: String
        if let path {
            listPath = path
        } else {
            listPath = try focusedList()
        }
        let lastItem = form.fields.filter { form.containers(of: $0).contains { $0.kind == .list && $0.path == listPath } }
        let added = form.addItem(toList: listPath)
        guard let first = added.first else {
            // Every list keeps at least one item, so a list without fields is no list.
            guard lastItem.isEmpty else { throw FormEventError.listFull(listPath) }
            let lists = Set(form.fields.flatMap { form.containers(of: $0) }.filter { $0.kind == .list }.map(\.path))
            throw FormEventError.unknownList(listPath, lists: lists.sorted())
        }
        let siblings = Array(lastItem.suffix(added.count))
        var descriptions: [FieldDescription] = []
        for (index, field) in added.enumerated() {
            let model = siblings.indices.contains(index) ? description(of: siblings[index]) : description(of: field)
            let made = model.moved(to: field.identifier, in: form.containers(of: field))
            described[ObjectIdentifier(field)] = made
            descriptions.append(made)
        }
        record(.itemAdded(list: listPath, fields: descriptions))
        form.focus(form.fields.firstIndex { $0 === first })
    }

    /// Removes the list item the focused field is in.
    private func removeItem() throws(FormEventError) {
        let field = try focusedField()
        let containers = form.containers(of: field)
        guard let item = containers.last(where: { $0.kind == .item }) else {
            throw FormEventError.notInList(field.identifier)
        }
        guard form.canRemoveItem(item.path) else {
            throw FormEventError.fewestItems(containers.last { $0.kind == .list }?.path ?? item.path)
        }
        let removed = form.fields.filter { form.containers(of: $0).contains(item) }
        record(.itemRemoved(item: item.path))
        form.removeItem(item.path)
        for gone in removed {
            described[ObjectIdentifier(gone)] = nil
            shown[ObjectIdentifier(gone)] = nil
        }
    }

    /// The path of the list the focused field is in.
    private func focusedList() throws(FormEventError) -> String {
        let field = try focusedField()
        guard let list = form.containers(of: field).last(where: { $0.kind == .list }) else {
            throw FormEventError.notInList(field.identifier)
        }
        return list.path
    }

    private func focusedField() throws(FormEventError) -> Field {
        guard let field = form.focusedField else { throw FormEventError.noFocusedField }
        return field
    }

    private func submitted(_ outcome: SubmitOutcome) {
        switch outcome {
        case .accepted:
            lastSubmit = .accepted
        case .refused(let field):
            lastSubmit = .refused(field: field.identifier, message: field.errorMessage.map { SecretRedaction.message($0, of: field) })
        case .checking(let field):
            lastSubmit = .checking(field: field.identifier)
        }
        if let lastSubmit {
            record(.submitted(lastSubmit))
        }
    }

    private func publishChanges() {
        for field in form.fields {
            let now = FieldAppearance(of: field)
            if now != shown[ObjectIdentifier(field)] {
                shown[ObjectIdentifier(field)] = now
                record(.state(now))
            }
        }
    }

    // MARK: FieldDelegate

    /// Records ``TraceRecord/beganEditing(field:)``.
    public func beganEditing(_ field: Field) {
        record(.beganEditing(field: field.identifier))
    }

    /// Records ``TraceRecord/textChanged(field:displayed:sectionLengths:validity:)`` with the
    /// text as it may be logged (a secure field's masked).
    public func textChanged(_ field: Field, to text: String) {
        lastSubmit = nil
        record(.textChanged(
            field: field.identifier, displayed: field.loggableText,
            sectionLengths: field.layout.lengths, validity: field.validity))
    }

    /// Records ``TraceRecord/endedEditing(field:validity:message:)``.
    public func endedEditing(_ field: Field) {
        record(.endedEditing(
            field: field.identifier, validity: field.validity,
            message: field.errorMessage.map { SecretRedaction.message($0, of: field) }))
    }

    /// Judges the text with the field's validators and records the verdict as
    /// ``TraceRecord/containsValidText(field:validity:)``.
    public func containsValidText(_ field: Field) -> Validity {
        let verdict = field.validateText()
        record(.containsValidText(field: field.identifier, validity: verdict))
        return verdict
    }

    /// Records ``TraceRecord/validityChanged(field:validity:message:)`` with the message as it
    /// may be logged.
    public func validityChanged(_ field: Field) {
        record(.validityChanged(
            field: field.identifier, validity: field.validity,
            message: field.errorMessage.map { SecretRedaction.message($0, of: field) }))
    }

    /// Records ``TraceRecord/checkingChanged(field:isChecking:text:milliseconds:)`` with the time
    /// on the fields' clock and, when a check starts, the text as it may be logged.
    public func checkingChanged(_ field: Field) {
        let elapsed = clock.now().components
        record(.checkingChanged(
            field: field.identifier, isChecking: field.isChecking, text: field.isChecking ? field.loggableText : nil,
            milliseconds: Int(elapsed.seconds) * 1000 + Int(elapsed.attoseconds / 1_000_000_000_000_000)))
    }

    /// Records ``TraceRecord/appeared(_:)`` with what the field is.
    public func appeared(_ field: Field) {
        record(.appeared(description(of: field)))
    }

    /// Records ``TraceRecord/disappeared(field:)``.
    public func disappeared(_ field: Field) {
        record(.disappeared(field: field.identifier))
    }

    /// Records ``TraceRecord/refusedInput(field:refusal:)``.
    public func refusedInput(_ field: Field, _ refusal: InputRefusal) {
        record(.refusedInput(field: field.identifier, refusal: refusal))
    }
}
