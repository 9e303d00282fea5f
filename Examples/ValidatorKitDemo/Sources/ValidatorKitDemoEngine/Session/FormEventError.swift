/// An event that cannot apply to the form as it stands.
public enum FormEventError: Error, Equatable, CustomStringConvertible {
    /// No field has this identifier; `fields` lists those that do exist.
    case unknownField(String, fields: [String])
    /// An edit arrived while no field is focused.
    case noFocusedField

    /// The message naming the problem and what to do, in sentence case.
    public var description: String {
        switch self {
        case .unknownField(let identifier, let fields):
            "No field '\(identifier)'; the fields are \(fields.joined(separator: ", "))"
        case .noFocusedField:
            "No field is focused; focus one first with 'focus ID'"
        }
    }
}
