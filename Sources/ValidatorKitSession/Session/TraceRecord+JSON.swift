import ValidatorKit
public import ValidatorKitBatch

extension TraceRecord {
    /// Appends the record as one JSON object and a newline; keys come in a fixed order, and every
    /// key of a kind of record is always present (`null` where it does not apply).
    public func writeJSON(to out: inout OutputBuffer) {
        out.appendJSONLine { object in
            switch self {
            case .form(let descriptions):
                object.write("event", string: "form")
                Self.write(descriptions, to: &object)
            case .itemAdded(let list, let descriptions):
                object.write("event", string: "itemAdded")
                object.write("list", string: list)
                Self.write(descriptions, to: &object)
            case .itemRemoved(let item):
                object.write("event", string: "itemRemoved")
                object.write("item", string: item)
            case .appeared(let description):
                object.write("event", string: "appeared")
                Self.write(description, to: &object)
            case .disappeared(let field):
                object.write("event", string: "disappeared")
                object.write("field", string: field)
            case .step(let line, let command):
                object.write("event", string: "step")
                object.write("line", integer: line)
                object.write("command", string: command)
            case .beganEditing(let field):
                object.write("event", string: "beganEditing")
                object.write("field", string: field)
            case .containsValidText(let field, let validity):
                object.write("event", string: "containsValidText")
                object.write("field", string: field)
                Self.write(validity, to: &object)
            case .textChanged(let field, let displayed, let sectionLengths, let validity):
                object.write("event", string: "textChanged")
                object.write("field", string: field)
                object.write("displayed", string: displayed)
                object.write("sections", integers: sectionLengths)
                Self.write(validity, to: &object)
            case .endedEditing(let field, let validity, let message):
                object.write("event", string: "endedEditing")
                object.write("field", string: field)
                Self.write(validity, to: &object)
                object.write("message", string: message)
            case .validityChanged(let field, let validity, let message):
                object.write("event", string: "validityChanged")
                object.write("field", string: field)
                Self.write(validity, to: &object)
                object.write("message", string: message)
            case .checkingChanged(let field, let isChecking, let text, let milliseconds):
                object.write("event", string: "checkingChanged")
                object.write("field", string: field)
                object.write("checking", boolean: isChecking)
                object.write("text", string: text)
                object.write("milliseconds", integer: milliseconds)
            case .refusedInput(let field, let refusal):
                object.write("event", string: "refusedInput")
                object.write("field", string: field)
                object.write("reason", string: refusal.reason == .notAccepted ? "notAccepted" : "overCapacity")
                object.write("count", integer: refusal.count)
            case .submitted(let result):
                object.write("event", string: "submit")
                switch result {
                case .accepted:
                    object.write("outcome", string: "accepted")
                    object.write("field", string: nil)
                    object.write("message", string: nil)
                case .refused(let field, let message):
                    object.write("outcome", string: "refused")
                    object.write("field", string: field)
                    object.write("message", string: message)
                case .checking(let field):
                    object.write("outcome", string: "checking")
                    object.write("field", string: field)
                    object.write("message", string: nil)
                }
            case .state(let appearance):
                object.write("event", string: "state")
                object.write("field", string: appearance.identifier)
                object.write("focused", boolean: appearance.isFocused)
                object.write("title", string: appearance.titlePosition.rawValue)
                object.write("displayed", string: appearance.displayed)
                object.write("cursor", integer: appearance.cursor)
                object.write("sections", integers: appearance.sectionLengths)
                Self.write(appearance.validity, to: &object)
                object.write("mark", string: appearance.mark.rawValue)
                object.write("message", string: appearance.message)
                object.write("revealing", boolean: appearance.isRevealing)
                object.write("details", details: appearance.details)
            }
        }
    }

    /// Writes `"fields":[…]`, one object per field description.
    private static func write(_ descriptions: [FieldDescription], to object: inout JSONObjectWriter) {
        object.writeObjects("fields", descriptions) { field, description in
            write(description, to: &field)
        }
    }

    /// Writes `"field":…,"title":…,"secure":…,"plugins":[…],"note":…` for `description`.
    private static func write(_ description: FieldDescription, to object: inout JSONObjectWriter) {
        object.write("field", string: description.identifier)
        object.write("title", string: description.title)
        object.write("secure", boolean: description.isSecure)
        object.write("plugins", strings: description.plugins)
        object.write("note", string: description.note)
    }

    /// Writes `"validity":…,"code":…` for `validity`; the code is `null` unless it is invalid.
    private static func write(_ validity: Validity, to object: inout JSONObjectWriter) {
        object.write("validity", string: validity.name)
        object.write("code", string: validity.failure?.code.rawValue)
    }
}
