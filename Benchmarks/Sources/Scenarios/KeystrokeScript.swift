import ValidatorKit

/// Types a text into a field one keystroke at a time and then deletes it again with backspace,
/// over and over, so that every call of ``press()`` is one keystroke on a field in a steady state.
///
/// The field is reused, so its text storage is allocated on the first pass only, as in an app
/// where the field lives as long as its screen. Half the keystrokes are inserts, half backspaces,
/// and the text runs through every length from empty to full.
public final class KeystrokeScript {
    /// The field typed into.
    public let field: Field
    private let delegate = RecordingDelegate()
    private let characters: [Character]
    private var step = 0
    /// The form the field belongs to, kept alive as long as the script (a field holds it weakly).
    private let form: Form?

    /// A script that types `text` into `field` and deletes it, with a ``RecordingDelegate``;
    /// `form` is the field's form, if it has one.
    public init(field: Field, typing text: String, keeping form: Form? = nil) {
        precondition(!text.isEmpty, "a script types at least one character")
        self.field = field
        self.form = form
        characters = Array(text)
        field.delegate = delegate
        field.beginEditing()
    }

    /// A script for a fresh field validated by `validators`, typing `text`.
    public convenience init(validators: [any Validator], typing text: String) {
        self.init(
            field: Field(identifier: "benchmark", title: "Benchmark", validation: ValidatorChain(validators)),
            typing: text)
    }

    /// One keystroke: the next character of the text, or a backspace once all are typed.
    public func press() {
        if step < characters.count {
            field.insert(characters[step])
        } else {
            field.deleteBackward()
        }
        step += 1
        if step == 2 * characters.count {
            step = 0
        }
    }

    /// How many changes the delegate heard and the verdict it heard last, to keep the work alive.
    public var record: (changes: Int, validity: Validity) {
        (delegate.changes, delegate.lastValidity)
    }
}
