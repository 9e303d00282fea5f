/// What a member of a record holds for a field whose value is a scalar (text, integer, number,
/// boolean or choice), read by the typed-record contract.
enum ScalarReading {
    /// Missing, `null` or an empty string.
    case absent
    /// A value of the field's type: its canonical text (`42`, `2.5`, `true`), which the
    /// validators judge, and, when a string stood for it (`"42"` under coercion), the value
    /// it stands for; `nil` when the member is the value.
    case present(text: String, value: JSONValue?)
    /// A value of another JSON type, named as `input.type` names it (`string`, `number`, …).
    case wrongType(found: String)
    /// A string that is none of a choice field's `choices`.
    case unknownChoice(choices: [String])
    /// A number of the field's type beyond what its value can be (`range.too_large` or
    /// `range.too_small`): an integer field's beyond `Int`, a number field's beyond `Double`'s
    /// finite range.
    case outOfRange(ValidationFailure)
}

extension RecordNode {
    /// Reads `member` for this scalar field; with `coercingStrings`, a string spelling an
    /// integer (`-?[0-9]+`), a number (JSON's grammar) or a boolean (`true`, `false`) stands for
    /// it.
    @inline(__always)
    func readScalar(_ member: JSONValue?, coercingStrings: Bool) -> ScalarReading {
        // A text's string, nearly every member of a record: read where it is (only the text
        // taken), in the caller (this part is inlined), no pair of shape and value made.
        if case .string(let text)? = member {
            if text.isEmpty { return .absent }
            if case .text = shape { return .present(text: text, value: nil) }
        }
        return readOtherScalar(member, coercingStrings: coercingStrings)
    }

    /// ``readScalar(_:coercingStrings:)`` of a member that is not a text's non-empty string.
    private func readOtherScalar(_ member: JSONValue?, coercingStrings: Bool) -> ScalarReading {
        guard let member else { return .absent }
        switch (shape, member) {
        case (_, .null):
            return .absent
        case (.text, .string(let text)):
            return .present(text: text, value: nil)
        case (.choice(let choices), .string(let text)):
            return choices.contains(text) ? .present(text: text, value: nil) : .unknownChoice(choices: choices)
        case (.integer, .integer(let whole)), (.number, .integer(let whole)):
            return .present(text: String(whole), value: nil)
        case (.integer, .number(let number)) where number.isWhole:
            if let whole = number.exactInteger { return .present(text: String(whole), value: nil) }
            return .outOfRange(Self.outOfRange(number, lowest: String(Int.min), highest: String(Int.max)))
        case (.number, .number(let number)):
            guard number.isWithinDoubleRange else {
                let highest = Double.greatestFiniteMagnitude
                return .outOfRange(Self.outOfRange(number, lowest: (-highest).description, highest: highest.description))
            }
            return .present(text: number.description, value: nil)
        case (.boolean, .boolean(let truth)):
            return .present(text: truth ? "true" : "false", value: nil)
        case (.integer, .string(let text)) where coercingStrings && Self.spellsInteger(text),
            (.number, .string(let text)) where coercingStrings:
            guard let number = JSONRecordReader.number(spelledBy: text) else { break }
            switch readScalar(number, coercingStrings: false) {
            case .present(let canonical, _): return .present(text: canonical, value: number)
            case .outOfRange(let failure): return .outOfRange(failure)
            case .absent, .wrongType, .unknownChoice: break
            }
        case (.boolean, .string("true")) where coercingStrings:
            return .present(text: "true", value: .boolean(true))
        case (.boolean, .string("false")) where coercingStrings:
            return .present(text: "false", value: .boolean(false))
        default:
            break
        }
        return .wrongType(found: member.kindName)
    }

    /// The text a dependent validator reads of this field's value `member`: a string as it is,
    /// another scalar as its canonical text; `nil` for anything else.
    func canonicalText(of member: JSONValue?) -> String? {
        switch member {
        case .string(let text)?: text
        case .integer(let whole)?: String(whole)
        case .number(let number)?: number.description
        case .boolean(let truth)?: truth ? "true" : "false"
        default: nil
        }
    }

    /// The JSON type a value of this field has, as `input.type` names it: `string`, `integer`,
    /// `number`, `boolean`, `object` or `array`.
    var expectedKindName: String {
        switch shape {
        case .text, .choice: "string"
        case .integer: "integer"
        case .number: "number"
        case .boolean: "boolean"
        case .group, .union: "object"
        case .list: "array"
        }
    }

    /// `range.too_small` for a negative `number`, else `range.too_large`, naming the bound it
    /// passed.
    private static func outOfRange(_ number: JSONNumber, lowest: String, highest: String) -> ValidationFailure {
        number.isNegative
            ? ValidationFailure(code: .rangeTooSmall, arguments: ["minimum": .string(lowest)])
            : ValidationFailure(code: .rangeTooLarge, arguments: ["maximum": .string(highest)])
    }

    /// Whether `text` is `-?[0-9]+`.
    private static func spellsInteger(_ text: String) -> Bool {
        let digits = text.utf8.first == UInt8(ascii: "-") ? text.utf8.dropFirst() : text.utf8[...]
        return !digits.isEmpty && digits.allSatisfy { $0 &- UInt8(ascii: "0") < 10 }
    }
}
