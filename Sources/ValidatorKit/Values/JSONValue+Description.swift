extension JSONValue: CustomStringConvertible {
    /// The value as a person would type it or read it in a message: a string as it is
    /// (`abc`), anything else as compact JSON (`42`, `true`, `null`, `[13,16]`).
    public var description: String {
        var text = ""
        append(to: &text, quotingStrings: false)
        return text
    }

    /// Appends the value to `text`, a string in JSON's quotes and escapes when
    /// `quotingStrings`; the members of an object in the order of their names.
    private func append(to text: inout String, quotingStrings: Bool) {
        switch self {
        case .null: text += "null"
        case .boolean(let truth): text += truth ? "true" : "false"
        case .integer(let number): text += String(number)
        case .number(let number): text += number.description
        case .string(let string):
            if quotingStrings { Self.appendQuoted(string, to: &text) } else { text += string }
        case .array(let elements):
            text += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { text += "," }
                element.append(to: &text, quotingStrings: true)
            }
            text += "]"
        case .object(let members):
            text += "{"
            for (index, name) in members.keys.sorted().enumerated() {
                if index > 0 { text += "," }
                Self.appendQuoted(name, to: &text)
                text += ":"
                members[name]?.append(to: &text, quotingStrings: true)
            }
            text += "}"
        }
    }

    /// Appends `string` in quotes, with JSON's escapes for quotes, backslashes and control
    /// characters.
    private static func appendQuoted(_ string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
