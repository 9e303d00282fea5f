/// An event that cannot apply to the form as it stands.
public enum FormEventError: Error, Equatable, CustomStringConvertible {
    /// No field has this identifier; `fields` lists those that do exist.
    case unknownField(String, fields: [String])
    /// An edit arrived while no field is focused.
    case noFocusedField
    /// An item was to be added or removed, but the focused field is in no list.
    case notInList(String)
    /// No list of the form has this path; `lists` names those that do.
    case unknownList(String, lists: [String])
    /// The list already has its most items.
    case listFull(String)
    /// The list keeps the items it has: its `minItems`, and at least one.
    case fewestItems(String)
    /// A choice was to be made in a field that offers none.
    case noChoices(String)
    /// The field does not apply to the answers given so far (its `when` condition is false, or
    /// its union variant is not the one chosen); `condition` says when it does, if known.
    case doesNotApply(String, condition: String?)
    /// The value chosen is none of the focused field's; `choices` lists those it offers.
    case notAChoice(String, field: String, choices: [String])

    /// The message naming the problem and what to do, in sentence case.
    public var description: String {
        switch self {
        case .unknownField(let identifier, let fields):
            "No field '\(identifier)'; the fields are \(fields.joined(separator: ", "))"
        case .noFocusedField:
            "No field is focused; focus one first with 'focus ID'"
        case .notInList(let field):
            "The field '\(field)' is in no list; focus a field of a list item first"
        case .unknownList(let path, let lists) where lists.isEmpty:
            "No list '\(path)'; the form has no list to add an item to"
        case .unknownList(let path, let lists):
            "No list '\(path)'; the lists are \(lists.joined(separator: ", "))"
        case .listFull(let list):
            "The list '\(list)' has its most items already; remove one first"
        case .fewestItems(let list):
            "The list '\(list)' keeps the items it has: its minItems, and at least one"
        case .noChoices(let field):
            "The field '\(field)' offers no choices; type into it instead"
        case .doesNotApply(let field, let condition?):
            "The field '\(field)' does not apply now: it applies when \(condition)"
        case .doesNotApply(let field, nil):
            "The field '\(field)' does not apply now; answer the fields it follows first"
        case .notAChoice(let value, let field, let choices):
            "'\(value)' is not a choice of the field '\(field)'; the choices are \(choices.joined(separator: ", "))"
        }
    }
}
