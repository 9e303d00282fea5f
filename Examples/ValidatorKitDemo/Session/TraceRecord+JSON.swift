import ValidatorKit

extension TraceRecord {
    /// Appends the record as one JSON object and a newline; keys come in a fixed order, and every
    /// key of a kind of record is always present (`null` where it does not apply).
    func writeJSON(to out: inout OutputBuffer) {
        out.append(#"{"event":"#)
        switch self {
        case .form(let descriptions):
            out.append(#""form","fields":["#)
            for (index, description) in descriptions.enumerated() {
                if index > 0 { out.append(",") }
                out.append(#"{"field":"#)
                out.appendJSONString(description.identifier)
                out.append(#","title":"#)
                out.appendJSONString(description.title)
                out.append(#","secure":\#(description.isSecure),"plugins":["#)
                for (pluginIndex, plugin) in description.plugins.enumerated() {
                    if pluginIndex > 0 { out.append(",") }
                    out.appendJSONString(plugin)
                }
                out.append(#"],"note":"#)
                out.appendJSONOptionalString(description.note)
                out.append("}")
            }
            out.append("]")
        case .step(let line, let command):
            out.append(#""step","line":\#(line),"command":"#)
            out.appendJSONString(command)
        case .beganEditing(let field):
            out.append(#""beganEditing","field":"#)
            out.appendJSONString(field)
        case .containsValidText(let field, let validity):
            out.append(#""containsValidText","field":"#)
            out.appendJSONString(field)
            out.appendValidity(validity)
        case .textChanged(let field, let displayed, let sectionLengths, let validity):
            out.append(#""textChanged","field":"#)
            out.appendJSONString(field)
            out.append(#","displayed":"#)
            out.appendJSONString(displayed)
            out.append(#","sections":"#)
            out.appendJSONIntegers(sectionLengths)
            out.appendValidity(validity)
        case .endedEditing(let field, let validity, let message):
            out.append(#""endedEditing","field":"#)
            out.appendJSONString(field)
            out.appendValidity(validity)
            out.append(#","message":"#)
            out.appendJSONOptionalString(message)
        case .refusedInput(let field, let refusal):
            out.append(#""refusedInput","field":"#)
            out.appendJSONString(field)
            out.append(#","reason":"#)
            out.appendJSONString(refusal.reason == .notAccepted ? "notAccepted" : "overCapacity")
            out.append(#","count":\#(refusal.count)"#)
        case .submitted(let result):
            out.append(#""submit","outcome":"#)
            switch result {
            case .accepted:
                out.append(#""accepted","field":null,"message":null"#)
            case .refused(let field, let message):
                out.append(#""refused","field":"#)
                out.appendJSONString(field)
                out.append(#","message":"#)
                out.appendJSONOptionalString(message)
            }
        case .state(let appearance):
            out.append(#""state","field":"#)
            out.appendJSONString(appearance.identifier)
            out.append(#","focused":\#(appearance.isFocused),"title":"#)
            out.appendJSONString(appearance.titlePosition.rawValue)
            out.append(#","displayed":"#)
            out.appendJSONString(appearance.displayed)
            out.append(#","cursor":\#(appearance.cursor),"sections":"#)
            out.appendJSONIntegers(appearance.sectionLengths)
            out.appendValidity(appearance.validity)
            out.append(#","mark":"#)
            out.appendJSONString(appearance.mark.rawValue)
            out.append(#","message":"#)
            out.appendJSONOptionalString(appearance.message)
            out.append(#","revealing":\#(appearance.isRevealing),"details":"#)
            out.appendJSON(appearance.details)
        }
        out.append("}\n")
    }
}

extension OutputBuffer {
    /// Appends `text` as a JSON string, or `null`.
    mutating func appendJSONOptionalString(_ text: String?) {
        if let text {
            appendJSONString(text)
        } else {
            append("null")
        }
    }

    /// Appends a JSON array of whole numbers.
    mutating func appendJSONIntegers(_ numbers: [Int]) {
        append("[" + numbers.map(String.init).joined(separator: ",") + "]")
    }

    /// Appends `,"validity":…,"code":…` for `validity`; the code is `null` unless it is invalid.
    mutating func appendValidity(_ validity: Validity) {
        append(#","validity":""#)
        append(validity.name)
        append(#"","code":"#)
        appendJSONOptionalString(validity.failure?.code.rawValue)
    }
}
