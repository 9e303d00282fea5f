import ValidatorKit

extension TraceRecord {
    /// The record as one line of the screen's callback log, such as
    /// `textChanged(card) "3782 822463"`; `nil` for records the log does not show.
    public var logLine: String? {
        switch self {
        case .form, .step, .state:
            return nil
        case .beganEditing(let field):
            return "beganEditing(\(field))"
        case .containsValidText(let field, let validity):
            return "containsValidText(\(field)) → \(Self.verdict(validity))"
        case .textChanged(let field, let displayed, _, _):
            let shown = displayed.count > Self.longestText ? displayed.prefix(Self.longestText) + "…" : displayed
            return "textChanged(\(field)) \"\(shown)\""
        case .endedEditing(let field, let validity, _):
            return "endedEditing(\(field)) \(Self.verdict(validity))"
        case .validityChanged(let field, let validity, _):
            return "validityChanged(\(field)) \(Self.verdict(validity))"
        case .refusedInput(let field, let refusal):
            return "refusedInput(\(field)) \(refusal)"
        case .submitted(.accepted):
            return "submit → accepted"
        case .submitted(.refused(let field, _)):
            return "submit → refused at \(field)"
        case .submitted(.checking(let field)):
            return "submit → waits for the check of \(field)"
        case .checkingChanged(let field, let isChecking, _, _):
            return "checkingChanged(\(field)) → \(isChecking ? "checking" : "settled")"
        case .itemAdded(let list, let fields):
            return "itemAdded(\(list)) \(fields.map(\.identifier).joined(separator: ", "))"
        case .itemRemoved(let item):
            return "itemRemoved(\(item))"
        case .appeared(let description):
            return "appeared(\(description.identifier))"
        case .disappeared(let field):
            return "disappeared(\(field))"
        }
    }

    /// The most characters of a text a log line shows.
    public static let longestText = 120

    private static func verdict(_ validity: Validity) -> String {
        guard let failure = validity.failure else { return validity.name }
        return "invalid (\(failure.code))"
    }
}
