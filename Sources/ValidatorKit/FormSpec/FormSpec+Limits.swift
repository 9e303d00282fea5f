extension FormSpec {
    /// The deepest a spec document may nest JSON objects and arrays: 64 levels, about 30 groups
    /// inside each other. A deeper document is ``FormSpecError/Code/tooDeep``, found by one pass
    /// over its bytes before it is decoded.
    public static let maximumNestingDepth = 64
    /// The most items a list may start with (its `minItems`): 1,000.
    public static let maximumInitialItems = 1_000
    /// The most fields a form may have when it starts, its lists' first items counted: 10,000.
    public static let maximumInitialFields = 10_000

    /// Throws ``FormSpecError/Code/tooDeep`` when `bytes` nest objects and arrays deeper than
    /// ``maximumNestingDepth``, naming the byte where they do; brackets inside strings do not
    /// count. What is not JSON is left to the decoder.
    static func checkNestingDepth(of bytes: some Collection<UInt8>) throws(FormSpecError) {
        var depth = 0
        var isInString = false
        var isEscaped = false
        for (offset, byte) in bytes.enumerated() {
            if isInString {
                if isEscaped {
                    isEscaped = false
                } else if byte == UInt8(ascii: "\\") {
                    isEscaped = true
                } else if byte == UInt8(ascii: "\"") {
                    isInString = false
                }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""):
                isInString = true
            case UInt8(ascii: "{"), UInt8(ascii: "["):
                depth += 1
                guard depth <= maximumNestingDepth else {
                    throw FormSpecError(
                        .tooDeep, path: "",
                        problem: "the document nests deeper than \(maximumNestingDepth) levels at byte \(offset)")
                }
            case UInt8(ascii: "}"), UInt8(ascii: "]"):
                depth -= 1
            default:
                break
            }
        }
    }

    /// Throws ``FormSpecError/Code/tooLarge`` when the form would start with more than
    /// ``maximumInitialFields`` fields (each list with its `minItems` items, at least one, each
    /// union with its tag and all its variants' fields),
    /// counted without building them; a `minItems` over ``maximumInitialItems`` is refused
    /// where the list is checked.
    func checkInitialFieldCount() throws(FormSpecError) {
        let count = Self.initialFieldCount(of: fields)
        guard count <= Self.maximumInitialFields else {
            throw FormSpecError(
                .tooLarge, path: "fields",
                problem: "the form would start with more than \(Self.maximumInitialFields) fields, its lists' first items counted")
        }
    }

    /// How many fields `fields` start with, stopping past ``maximumInitialFields``.
    private static func initialFieldCount(of fields: [FieldSpec]) -> Int {
        var count = 0
        for field in fields {
            let added: Int
            switch field.valueType {
            case .group:
                added = initialFieldCount(of: field.fields ?? [])
            case .list:
                let items = min(max(field.minItems ?? 0, 1), maximumInitialItems + 1)
                let perItem = field.item.map { initialFieldCount(of: [$0]) } ?? 1
                let (product, overflow) = items.multipliedReportingOverflow(by: perItem)
                added = overflow ? maximumInitialFields + 1 : product
            case .union:
                // The tag, and every variant's fields: a form keeps a hidden variant's fields.
                added = (field.variants ?? []).reduce(1) { min($0 + initialFieldCount(of: $1.fields ?? []), maximumInitialFields + 1) }
            case .text, .integer, .number, .boolean, .choice:
                added = 1
            }
            count = min(count + added, maximumInitialFields + 1)
        }
        return count
    }
}
