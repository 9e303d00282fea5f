public import Observation

/// Ordered fields with one focus, next / previous, and a submit that is refused until every
/// field is valid (the Paper login flow).
///
/// Tab is ``next()``; Enter is ``advance()``: the next field, or submit on the last one.
///
/// Fields whose validators read other fields (``DependentValidator``: a confirmation, a
/// security code that follows the card's brand) read them through the form, and are judged
/// again whenever one of those fields changes.
///
/// A form built from a spec with `group` and `list` fields holds their fields too, each under its
/// path (`address.street`, `phones[0]`, `contacts[1].email`); ``containers(of:)`` says which
/// group, list and item a field sits in, and ``addItem(toList:)`` and ``removeItem(_:)`` change
/// a list's items while the form is used.
///
/// A spec's fields with a `when` condition, and the variants of a `union`, apply only while the
/// answer they follow says so: ``fields`` holds the fields that apply now, and a field's delegate
/// hears ``FieldDelegate/disappeared(_:)`` and ``FieldDelegate/appeared(_:)`` as answers change
/// (choosing `bank` as a payment's method: the card's fields disappear, the IBAN appears).
/// ``next()``, ``previous()`` and ``submit()`` skip the fields that do not apply, and ``record``
/// leaves them out; ``allFields`` holds them all.
///
/// A form is `Observable`, as its fields are: a view that reads ``focusedIndex`` hears when the
/// focus moves, and one that reads ``fields`` when a list item is added or removed.
@Observable
public final class Form {
    /// The fields that apply now, in order: a group's and each list item's in the place of the
    /// group or list.
    public internal(set) var fields: [Field]
    /// The fields as the spec nests them, which list items are added to and removed from.
    @ObservationIgnored var nodes: [FormNode]
    /// Where each field sits (by the field's object identifier), outermost first; absent for a
    /// field at the top level.
    @ObservationIgnored var containersByField: [ObjectIdentifier: [FormContainer]] = [:]
    /// The paths of the groups and items each field sits in, innermost first: where its
    /// dependent validators look for a field before the top level.
    @ObservationIgnored var scopesByField: [ObjectIdentifier: [String]] = [:]
    /// Every list, by path.
    @ObservationIgnored var listsByPath: [String: FormListNode] = [:]
    /// Every list item, by path: its list and its index.
    @ObservationIgnored var itemsByPath: [String: (list: FormListNode, index: Int)] = [:]
    /// Every field of the tree when the fields were last laid out, those that did not apply
    /// included: the fields a list item's removal lets go of.
    @ObservationIgnored var heldWhenLaidOut: [Field] = []
    /// The index of the focused field, or `nil` when none is focused.
    public internal(set) var focusedIndex: Int?
    /// The language of the fields' messages; setting it sets every field's
    /// ``Field/locale``, and their messages are rendered again without judging the text again.
    public var locale: MessageLocale = .english {
        didSet {
            for field in fields {
                field.locale = locale
            }
        }
    }

    /// Creates a form of `fields`; none is focused yet.
    ///
    /// Each field's dependent validators read the other fields through the form from now on; a
    /// dependency on an identifier that no field has reads as a missing field. A field of
    /// another form is this one's from now on: that form letting it go (removing the list item
    /// that held it) leaves it here.
    public convenience init(fields: [Field]) {
        self.init(nodes: fields.map { .field($0, id: $0.identifier, type: .text) })
    }

    /// Creates a form of the fields of `nodes`, each identified by its path.
    init(nodes: [FormNode]) {
        self.nodes = nodes
        fields = []
        for field in restructure() {
            field.dependencyChanged()
        }
    }

    /// The fields it held let go of the form: each field's ``Field/form`` is not counted.
    deinit {
        for field in heldWhenLaidOut where field.form === self {
            field.form = nil
        }
    }

    /// Every field the form holds, in order, those that do not apply now included: the fields of
    /// a `when` that is false and of the union variants not chosen, which keep their texts while
    /// the form lives (choosing a variant again brings them back as they were) but are neither
    /// in ``fields``, nor judged at ``submit()``, nor in ``record``.
    public var allFields: [Field] {
        nodes.flatMap(\.fields)
    }

    /// The focused field, if any.
    public var focusedField: Field? {
        focusedIndex.map { fields[$0] }
    }

    /// The field whose identifier is `identifier`, if any.
    public func field(_ identifier: String) -> Field? {
        fields.first { $0.identifier == identifier }
    }

    /// ``field(_:)`` without telling the form's observers: how the form finds the fields a
    /// dependent validator reads on every keystroke (``values(readBy:)``), where each observed
    /// read would cost the registrar's thread-local lookup.
    func unobservedField(_ identifier: String) -> Field? {
        _fields.first { $0.identifier == identifier }
    }

    /// `fields[index]` without telling the form's observers: a field a keystroke reads or judges
    /// again, found by the index the layout resolved (``Field/dependencyIndices``,
    /// ``Field/dependents``).
    func unobservedField(at index: Int) -> Field {
        _fields[index]
    }

    /// Moves the focus to field `index`, ending the editing of the one focused before; an index
    /// out of range removes the focus.
    public func focus(_ index: Int?) {
        guard index != focusedIndex else { return }
        focusedField?.endEditing()
        guard let index, fields.indices.contains(index) else {
            focusedIndex = nil
            return
        }
        focusedIndex = index
        fields[index].beginEditing()
    }

    /// Moves the focus to the next field, or to the first when none is focused; stays on the
    /// last. Returns whether the focus moved.
    @discardableResult
    public func next() -> Bool {
        let target = focusedIndex.map { $0 + 1 } ?? 0
        guard fields.indices.contains(target) else { return false }
        focus(target)
        return true
    }

    /// Moves the focus to the previous field; stays on the first. Returns whether it moved.
    @discardableResult
    public func previous() -> Bool {
        guard let focusedIndex, focusedIndex > 0 else { return false }
        focus(focusedIndex - 1)
        return true
    }

    /// What Enter does: the next field, or submit on the last field.
    @discardableResult
    public func advance() -> SubmitOutcome? {
        if let focusedIndex, focusedIndex == fields.count - 1 {
            return submit()
        }
        next()
        return nil
    }

    /// Submits: accepted when every field is valid and every verifier at submission
    /// (``Validator/submissionVerifier``, such as a one-time password's) accepts its field's
    /// text; otherwise refused, with the first field that is not valid focused and showing its
    /// message. While a field's asynchronous check has not settled (started now if its text was
    /// still resting) and no field is invalid, the answer is ``SubmitOutcome/checking(_:)``:
    /// submit again once it has.
    ///
    /// The verifiers are asked, in field order, only once every field is valid and settled, so
    /// a one-time password is not used up by a submission refused for another field.
    @discardableResult
    public func submit() -> SubmitOutcome {
        focus(nil)
        for field in fields where !field.showsVerdict {
            field.showVerdict()
        }
        if let firstInvalid = fields.firstIndex(where: { !$0.validity.isValid && !$0.awaitsCheck }) {
            focus(firstInvalid)
            fields[firstInvalid].showVerdict()
            return .refused(fields[firstInvalid])
        }
        if let firstChecking = fields.firstIndex(where: \.awaitsCheck) {
            focus(firstChecking)
            return .checking(fields[firstChecking])
        }
        if let firstRefused = fields.firstIndex(where: { !$0.verifyAtSubmission() }) {
            focus(firstRefused)
            fields[firstRefused].showVerdict()
            return .refused(fields[firstRefused])
        }
        return .accepted
    }

    /// Drives the asynchronous checks of every field until the task is cancelled, as
    /// ``Field/runChecks()`` does for one field: one task for the whole form, on the caller's
    /// actor (`nonisolated(nonsending)`), the one the form is used from.
    ///
    /// ```swift
    /// let checks = Task { try await form.runChecks() }   // on the form's actor
    /// // … edits; the delegates hear each check start and answer …
    /// checks.cancel()
    /// ```
    ///
    /// - Throws: `CancellationError` once the task is cancelled; it never returns otherwise.
    public nonisolated(nonsending) func runChecks() async throws {
        try await Field.runChecks(of: allFields)
    }

    /// Whether a field's asynchronous check is running (``Field/isChecking``).
    public var isChecking: Bool {
        fields.contains(where: \.isChecking)
    }
}

extension Form: FormValues {
    /// The text of the field `identifier`, or `nil` when the form has no such field.
    public func text(ofField identifier: String) -> String? {
        field(identifier)?.text
    }

    /// The title of the field `identifier`, or `nil` when the form has no such field.
    public func title(ofField identifier: String) -> String? {
        field(identifier)?.title
    }

    /// The details the validators of the field `identifier` report about its text.
    public func details(ofField identifier: String) -> ValidationDetails {
        guard let field = field(identifier) else { return [:] }
        return field.validation.details(for: field.text)
    }
}

/// The answer to ``Form/submit()``; two refusals are equal when they name the same field.
public enum SubmitOutcome: Equatable {
    /// Every field is valid.
    case accepted
    /// This field, now focused, is the first that is not valid.
    case refused(Field)
    /// No field is invalid, but this one, now focused, awaits its asynchronous check.
    case checking(Field)
}

extension SubmitOutcome {
    /// Whether both outcomes are acceptances, or refusals (or checks) naming the same field instance.
    public static func == (left: SubmitOutcome, right: SubmitOutcome) -> Bool {
        switch (left, right) {
        case (.accepted, .accepted): true
        case (.refused(let first), .refused(let second)), (.checking(let first), .checking(let second)): first === second
        default: false
        }
    }
}
