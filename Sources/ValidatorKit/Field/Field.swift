public import Observation

/// The model behind one input: its text, sections, editing state, validity and what it shows.
///
/// Edits come in as events (``insert(_:)``, ``paste(_:)``, ``deleteBackward()``,
/// ``deleteForward()``, ``beginEditing()``, ``endEditing()``, ``clear()``, ``undo()``,
/// ``redo()``, ``reset()``); state comes out as properties and as ``FieldDelegate`` callbacks. A field is not shared between threads: drive it from one.
///
/// ```swift
/// let field = Field(identifier: "code", title: "SMS code", sections: [3, 3],
///                   validation: ValidatorChain([try registry.makeValidator("charset", options: ["allowed": .string("digits")])]))
/// field.beginEditing()
/// field.paste("123-45")
/// field.displayedText   // "123 45"
/// field.validity        // .valid (charset only; a length validator would say too short)
/// ```
///
/// A field is `Observable`: a SwiftUI view, or `withObservationTracking`, that reads its
/// ``displayedText``, ``validity`` or ``errorMessage`` hears when an edit or an answer of its
/// asynchronous check (``runChecks()``) changes them.
@Observable
public final class Field {
    enum LayoutSource {
        case fixed(SectionLayout)
        case dataSource(any FieldDataSource)
        /// A validator's sections; `readsForm` when the provider is a ``DependentValidator``,
        /// the only kind that reads other fields (it declares which), so that any other is asked
        /// without the form's values.
        case provider(any SectionLayoutProvider, readsForm: Bool)
    }

    /// The stable identifier, such as `"email"`; in a form built from a spec with groups and
    /// lists, the field's path (`address.street`, `phones[1]`), which a ``Form`` renumbers when a
    /// list item before it is removed.
    @ObservationIgnored public internal(set) var identifier: String
    /// The title, floating above the text when the field is focused or filled.
    public var title: String
    /// The placeholder, shown inside the field while it is empty and the title is down.
    public var placeholder: String
    /// Whether the text is a secret shown as a mask.
    public let isSecure: Bool
    /// How long the last typed character of a secure field stays readable (2 s by default;
    /// zero turns the reveal off).
    public var revealDuration: Duration
    /// The validators of the field.
    public let validation: ValidatorChain
    /// Hears the field's events and may judge its text.
    @ObservationIgnored public weak var delegate: (any FieldDelegate)?
    /// The language of ``errorMessage``; changing it renders the message again, without
    /// judging the text again. A ``Form`` sets it on all its fields.
    public var locale: MessageLocale = .english
    /// Messages shown in place of the catalog's for some codes (a form spec's `messages`).
    public var messageOverrides = MessageOverrides()

    let clock: any FieldClock
    let layoutSource: LayoutSource
    let inputFilter: (any InputFilter)?
    /// The validator's ``TextFormatter`` and its session for this field's texts.
    @ObservationIgnored var formatting: FieldFormatting?

    /// What edits change, in one stored property (see ``FieldEditingState`` for why); read and
    /// written through ``state``.
    @ObservationIgnored var storedState: FieldEditingState

    /// What edits change: reading it is tracked by observers, but writing it tells them nothing;
    /// an edit, or a step of the asynchronous check, tells them once it is done
    /// (``stateChanged()``).
    ///
    /// Observation's own accessors would tell the observers of every property written, nine
    /// times for one keystroke, each time taking the registrar's lock: with nobody observing,
    /// that doubled the instructions of a keystroke (callgrind, 7 700 → 15 700).
    var state: FieldEditingState {
        get {
            access(keyPath: Self.stateKeyPath)
            return storedState
        }
        _modify {
            yield &storedState
        }
    }

    /// The key path observers of the field's state are registered under, made once rather than
    /// on every read.
    static let stateKeyPath: any KeyPath<Field, FieldEditingState> & Sendable = \.state
    /// The asynchronous check, when a validator of the field is an ``AsyncValidator``; its
    /// changes are told to observers as changes of ``state``.
    @ObservationIgnored var check: FieldCheck?
    /// The undo and redo steps (``undo()``, ``redo()``).
    @ObservationIgnored var history = FieldHistory()
    /// The form whose other fields the field's dependent validators read; set by ``Form``.
    ///
    /// Not counted, and not weak either: a weak reference would send every retain of the form
    /// down the runtime's slow path, on every keystroke. It is safe because a form holds every
    /// field whose `form` it is and sets it to `nil` when it lets the field go or is freed.
    @ObservationIgnored unowned(unsafe) var form: Form?
    /// The fields of the form whose validators read this one, judged again when its text changes;
    /// set by ``Form``.
    @ObservationIgnored var dependents: [DependentField] = []
    /// For each of the validators' dependencies, the index in the form's ``Form/fields`` of the
    /// field it names, resolved when the form lays its fields out (`nil` when none does); set by
    /// ``Form``, so a keystroke reads the fields without looking up their paths.
    @ObservationIgnored var dependencyIndices: [Int?]
    /// Whether a `when` condition or a union's tag reads this field's answer, so that a change of
    /// it lays the form out again; set by ``Form``.
    @ObservationIgnored var answersCondition = false
    /// For each of the validators' dependencies, what they read of the text it holds now
    /// (``ValidatorChain/dependencyKey(at:text:)``), kept from that field's last change and read
    /// back through ``FormValues/dependencyKey(ofField:)``; `nil` when unknown (from the form's
    /// layout until that field changes).
    @ObservationIgnored var dependencyKeys: [Int?]
    /// Whether the field applies in its form now: `false` while its `when` condition is false or
    /// its union variant is not the one chosen (then it is hidden, not judged at submission and
    /// not in the record, but keeps its text); `true` for a field of no form.
    public internal(set) var applies = true

    /// The text as typed, without separators or formatting.
    public var text: String { state.text }
    /// The number of characters (grapheme clusters) in ``text``.
    public var characterCount: Int { state.characterCount }
    /// The insertion point, in characters from the start of ``text``.
    public var cursor: Int { state.cursor }
    /// Whether the field is being edited.
    public var isActive: Bool { state.isActive }
    /// The current sections, chosen by the data source or a validator.
    public var layout: SectionLayout { state.layout }
    /// Whether the full verdict is on show: after the end of editing or a refused submit, until
    /// the next edit.
    package var showsVerdict: Bool { state.showsVerdict }

    /// Creates a field.
    ///
    /// - Parameters:
    ///   - identifier: the stable identifier, such as `"email"`.
    ///   - title: the floating title.
    ///   - placeholder: shown inside the field while it is empty and unfocused.
    ///   - isSecure: whether the text is a secret shown as a mask.
    ///   - sections: fixed sections; when `nil`, the data source or a validator offering a
    ///     ``Validator/sectionLayoutProvider`` chooses them, else the field is unsectioned.
    ///   - dataSource: asked for the sections at creation and on ``reloadSections()``.
    ///   - validation: the validators of the field.
    ///   - clock: the time source for the secure reveal and the asynchronous check.
    ///   - revealDuration: how long the last typed character of a secure field stays readable.
    public init(
        identifier: String,
        title: String,
        placeholder: String = "",
        isSecure: Bool = false,
        sections: SectionLayout? = nil,
        dataSource: (any FieldDataSource)? = nil,
        validation: ValidatorChain = ValidatorChain([]),
        clock: any FieldClock = ContinuousFieldClock(),
        revealDuration: Duration = .seconds(2)
    ) {
        self.identifier = identifier
        self.title = title
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.validation = validation
        self.clock = clock
        self.revealDuration = revealDuration
        dependencyKeys = Array(repeating: nil, count: validation.dependencies.count)
        dependencyIndices = dependencyKeys
        inputFilter = validation.inputFilter
        formatting = validation.textFormatter.map(FieldFormatting.init)
        check = validation.asyncValidator.map(FieldCheck.init(validator:))
        if let sections {
            layoutSource = .fixed(sections)
        } else if let dataSource {
            layoutSource = .dataSource(dataSource)
        } else if let provider = validation.sectionLayoutProvider {
            layoutSource = .provider(provider, readsForm: provider is any DependentValidator)
        } else {
            layoutSource = .fixed(.unsectioned)
        }
        storedState = FieldEditingState(layout: .unsectioned, liveValidity: validation.validate(""))
        storedState.layout = layout(for: "")
    }

    /// Reads the sections again from the data source, as after a change of its answers.
    public func reloadSections() {
        state.layout = layout(for: text)
        stateChanged()
    }

    /// Tells the observers of the field that an edit changed ``state``.
    func stateChanged() {
        withMutation(keyPath: Self.stateKeyPath) {}
    }

    /// Judges the text with the field's validators; the default of
    /// ``FieldDelegate/containsValidText(_:)``.
    ///
    /// Dependent validators read the other fields of the field's ``Form`` (inside a group or a
    /// list item, the fields of that group or item first, then the form's); outside a form they
    /// see no other fields.
    public func validateText() -> Validity {
        guard !validation.dependencies.isEmpty, let form else {
            return validation.validate(text)
        }
        return validation.validate(text, reading: form.values(readBy: self))
    }

    /// The validity on show: the live verdict while editing, the full verdict at the end of
    /// editing, where an empty required field is `required.missing` and an incomplete one is
    /// `input.incomplete`; `incomplete` while an asynchronous check is awaited (``isChecking``);
    /// after a submission its verifier refused, that refusal until the next edit.
    public var validity: Validity {
        access(keyPath: Self.stateKeyPath)
        return currentValidity
    }

    /// ``validity``, read from the stored state without telling observers (one `access` per
    /// public read is enough, and each costs a thread-local lookup on every keystroke).
    private var currentValidity: Validity {
        if let refusal = storedState.refusalAtSubmission {
            return concluded(refusal)
        }
        let live = liveVerdict
        return (storedState.isActive && !storedState.showsVerdict) || awaitsCheck ? live : concluded(live)
    }

    /// Whether the title floats above the text: while focused or filled.
    public var isTitleFloating: Bool {
        isActive || !text.isEmpty
    }

    /// The message on show in ``locale``, following the display policy: while typing only
    /// failures no more typing can fix; the full verdict after the end of editing; nothing once
    /// the text is valid.
    ///
    /// Rendered when asked, from the failure's code and arguments: a keystroke renders nothing.
    public var errorMessage: String? {
        shownFailure?.message(in: locale, overrides: messageOverrides)
    }

    /// The failure ``errorMessage`` shows, following the display policy.
    var shownFailure: ValidationFailure? {
        access(keyPath: Self.stateKeyPath)
        if storedState.showsVerdict {
            return currentValidity.failure
        }
        guard storedState.isActive, let failure = liveVerdict.failure, !failure.isFixableByTyping else { return nil }
        return failure
    }

    func layout(for text: String) -> SectionLayout {
        switch layoutSource {
        case .fixed(let layout):
            return layout
        case .provider(let provider, let readsForm):
            guard readsForm, let form else { return provider.sectionLayout(for: text) }
            return provider.sectionLayout(for: text, reading: form.values(readBy: self))
        case .dataSource(let dataSource):
            let lengths = (0..<max(0, dataSource.numberOfSections(in: self))).map {
                dataSource.numberOfCharacters(inSection: $0, of: self)
            }
            guard !lengths.isEmpty, let layout = try? SectionLayout(lengths) else { return .unsectioned }
            return layout
        }
    }

    /// The verdict at the end of editing: an `incomplete` text is judged as finished by the
    /// validators (``ValidatorChain/conclude(_:reading:)``), so a 16-digit Visa number with a
    /// wrong check digit shows `card.checksum`; what is still `incomplete` becomes
    /// `required.missing` or `input.incomplete`, and every `required.missing` names the field.
    private func concluded(_ validity: Validity) -> Validity {
        var finished = validity
        if validity == .incomplete, !text.isEmpty {
            let verdict = concludeText()
            // A delegate's own verdict stands unless the finished text has a failure.
            if !verdict.isValid { finished = verdict }
        }
        return finished.concluded(isEmpty: text.isEmpty, title: title)
    }

    /// Judges the text as finished with the field's validators, dependent validators reading
    /// the other fields of the field's ``Form`` as on a keystroke: those of its own group or
    /// list item first (``Form/values(readBy:)``).
    func concludeText() -> Validity {
        guard !validation.dependencies.isEmpty, let form else {
            return validation.conclude(text)
        }
        return validation.conclude(text, reading: form.values(readBy: self))
    }
}

/// A field whose validators read another: its index in the form's ``Form/fields`` (an index,
/// not a reference, so fields that read each other form no cycle, and no weak reference makes
/// every retain of a field take the slow path), with the position of the other among its
/// validators' ``ValidatorChain/dependencies``.
struct DependentField {
    let index: Int
    let dependency: Int
}

extension Field: CustomStringConvertible, CustomReflectable {
    /// The identifier, validity and text, with a secure field's text masked.
    public var description: String {
        "Field(\(identifier): '\(maskedText)', \(validity.name))"
    }

    /// What `dump` and debuggers show: the state of the field, with a secure field's text
    /// masked as in ``description`` (a mirror of the stored properties would show the secret).
    public var customMirror: Mirror {
        Mirror(
            self,
            children: [
                "identifier": identifier, "title": title, "text": maskedText, "cursor": cursor,
                "isActive": isActive, "layout": layout, "validity": validity,
            ],
            displayStyle: .class)
    }

    private var maskedText: String {
        isSecure ? String(repeating: Self.maskCharacter, count: characterCount) : text
    }
}
