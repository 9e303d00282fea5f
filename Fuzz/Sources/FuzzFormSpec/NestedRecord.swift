import FuzzSupport
import ValidatorKit

/// A record grown from fuzz bytes along a spec's fields, as JSON text: each member absent,
/// `null`, of its field's type or of another, a group's object, a list's array and a union's
/// object (its tag and a variant's fields) filled in the same way, unknown and repeated keys now and then, and nesting that may run past the
/// record reader's bound of 64 levels.
enum NestedRecord {
    static func text(for fields: [FormSpec.FieldSpec], input: inout FuzzInput) -> String {
        var text = ""
        appendObject(of: fields, depth: 1, input: &input, to: &text)
        return text
    }

    private static func appendObject(of fields: [FormSpec.FieldSpec], depth: Int, input: inout FuzzInput, to text: inout String) {
        text += "{"
        var first = true
        func key(_ name: String) {
            text += first ? "" : ","
            first = false
            appendString(name, to: &text)
            text += ":"
        }
        for field in fields where !input.isExhausted {
            switch input.integer(in: 0...9) {
            case 0: continue
            case 1:
                // The same key twice, which the reader refuses.
                key(field.id)
                appendValue(of: field, depth: depth + 1, input: &input, to: &text)
                key(field.id)
            case 2: key(input.trickyText(upTo: 8))
            default: key(field.id)
            }
            appendValue(of: field, depth: depth + 1, input: &input, to: &text)
        }
        text += "}"
    }

    private static func appendValue(of field: FormSpec.FieldSpec, depth: Int, input: inout FuzzInput, to text: inout String) {
        switch input.integer(in: 0...12) {
        case 0: text += "null"
        case 1: text += input.boolean() ? "true" : "false"
        case 2: text += String(input.integer(in: -1_000...1_000))
        case 3: text += "\(input.integer(in: -99...99)).\(input.integer(in: 0...99))e\(input.integer(in: -3...3))"
        case 4: appendString(input.trickyText(upTo: 20), to: &text)
        case 5:
            // Deep nesting, past the reader's bound or not.
            let levels = input.integer(in: 1...80)
            text += String(repeating: "[", count: levels) + String(repeating: "]", count: levels)
        default:
            switch field.valueType {
            case .group:
                appendObject(of: field.fields ?? [], depth: depth, input: &input, to: &text)
            case .list:
                text += "["
                let count = input.integer(in: 0...4)
                for index in 0..<count where !input.isExhausted {
                    text += index == 0 ? "" : ","
                    appendValue(of: field.item ?? FormSpec.FieldSpec(id: ""), depth: depth + 1, input: &input, to: &text)
                }
                text += "]"
            case .integer: text += String(input.integer(in: -100...100))
            case .number: text += "\(input.integer(in: -100...100)).5"
            case .boolean: text += input.boolean() ? "true" : "false"
            case .choice: appendString(input.choose(field.choices ?? [""]), to: &text)
            case .text: appendString(input.trickyText(upTo: 30), to: &text)
            case .union:
                // An object of a variant's fields and a tag that mostly names that variant.
                let variants = field.variants ?? []
                var tag = field.tagField
                var fields = [tag]
                if !variants.isEmpty {
                    let variant = input.choose(variants)
                    tag.choices = [variant.value]
                    fields = [tag] + (variant.fields ?? [])
                }
                appendObject(of: fields, depth: depth, input: &input, to: &text)
            }
        }
    }

    private static func appendString(_ string: String, to text: inout String) {
        text += "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case ..<" ": text += "\\u00" + (scalar.value < 16 ? "0" : "") + String(scalar.value, radix: 16)
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
