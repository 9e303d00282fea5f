public import ValidatorKit
public import ValidatorKitBatch

/// A record schema (``FormSpec/recordSchema(registry:)``) as `validator schema --spec`
/// prints it: keys sorted and indented by two spaces, so the same spec always prints the same
/// bytes and a change to it is a readable diff.
///
/// An array of plain values stays on one line (`"required": ["name", "card"]`); objects and
/// arrays holding them take a line per member.
public enum RecordSchemaDocument {
    /// Appends `schema` and a newline to `output`.
    public static func write(_ schema: JSONValue, to output: inout OutputBuffer) {
        write(schema, depth: 0, to: &output)
        output.append(UInt8(ascii: "\n"))
    }

    private static func write(_ value: JSONValue, depth: Int, to output: inout OutputBuffer) {
        switch value {
        case .object(let members) where !members.isEmpty:
            output.append(UInt8(ascii: "{"))
            for (index, key) in members.keys.sorted().enumerated() {
                output.append(index == 0 ? "\n" : ",\n")
                indent(depth + 1, &output)
                output.appendJSONString(key)
                output.append(": ")
                if let member = members[key] { write(member, depth: depth + 1, to: &output) }
            }
            output.append("\n")
            indent(depth, &output)
            output.append(UInt8(ascii: "}"))
        case .array(let elements) where elements.contains(where: \.isContainer):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                output.append(index == 0 ? "\n" : ",\n")
                indent(depth + 1, &output)
                write(element, depth: depth + 1, to: &output)
            }
            output.append("\n")
            indent(depth, &output)
            output.append(UInt8(ascii: "]"))
        case .array(let elements):
            output.append(UInt8(ascii: "["))
            for (index, element) in elements.enumerated() {
                if index > 0 { output.append(", ") }
                output.appendJSON(element)
            }
            output.append(UInt8(ascii: "]"))
        default:
            output.appendJSON(value)
        }
    }

    private static func indent(_ depth: Int, _ output: inout OutputBuffer) {
        output.append(String(repeating: "  ", count: depth))
    }
}

extension JSONValue {
    /// Whether the value is a non-empty object or array, which takes lines of its own.
    fileprivate var isContainer: Bool {
        switch self {
        case .object(let members): !members.isEmpty
        case .array(let elements): !elements.isEmpty
        default: false
        }
    }
}
