/// The codes of the core's validators, of fields and records, and of hosts reading input: every
/// code the core declares, listed in ``FailureCodeDescription/coreCodes``.
extension ValidationFailure.Code {
    /// `required.missing`: the text is empty or blank, and the field requires one.
    public static let requiredMissing = Self("required.missing", messages: .validatorKit)

    /// `length.too_short`: fewer characters than the minimum.
    public static let lengthTooShort = Self("length.too_short", messages: .validatorKit)

    /// `length.too_long`: more characters than the maximum.
    public static let lengthTooLong = Self("length.too_long", messages: .validatorKit)

    /// `charset.character`: a character outside the allowed set.
    public static let charsetCharacter = Self("charset.character", messages: .validatorKit)

    /// `number.syntax`: the text of an `integer` or `number` field of a form cannot spell such a
    /// number (`1-2`, `2.5.1`).
    public static let numberSyntax = Self("number.syntax", messages: .validatorKit)

    /// `input.incomplete`: the text is a prefix of a valid one when the field's editing ends.
    public static let inputIncomplete = Self("input.incomplete", messages: .validatorKit)

    /// `input.encoding`: the input is not valid UTF-8 (a host reading raw bytes reports it).
    public static let inputEncoding = Self("input.encoding", messages: .validatorKit)

    /// `input.json`: a line that should hold a JSON object does not (a host reading records
    /// reports it).
    public static let inputJSON = Self("input.json", messages: .validatorKit)

    /// `plugin.invalid`: a plugin loaded at run time refused a text without giving a code.
    public static let pluginInvalid = Self("plugin.invalid", messages: .validatorKit)

    /// `input.type`: a submitted record holds something other than a string for a field.
    public static let inputType = Self("input.type", messages: .validatorKit)

    /// `matches.mismatch`: the text differs from the field it must repeat (a confirmation).
    public static let matchesMismatch = Self("matches.mismatch", messages: .validatorKit)

    /// `check.timeout`: an ``AsyncValidator`` did not answer within its timeout; the text is
    /// checked again when editing ends.
    public static let checkTimeout = Self("check.timeout", messages: .validatorKit)

    /// `one_of.missing`: none of a group of fields, of which at least one is needed, is filled in.
    public static let oneOfMissing = Self("one_of.missing", messages: .validatorKit)

    /// `input.too_large`: an input is larger than a host takes (a server's body over its limit).
    public static let inputTooLarge = Self("input.too_large", messages: .validatorKit)

    /// `input.media_type`: an input is not declared as JSON in UTF-8 (a server's body of another
    /// content type).
    public static let inputMediaType = Self("input.media_type", messages: .validatorKit)

    /// `form.unknown`: a host that serves several forms was asked for one it does not have.
    public static let formUnknown = Self("form.unknown", messages: .validatorKit)
}

extension FailureCodeDescription {
    /// Every code the core declares, with the parameters of its messages, as
    /// `validator-demo list --codes` lists them under `core`.
    public static let coreCodes = [
        FailureCodeDescription(.requiredMissing, parameters: [.text("field")]),
        FailureCodeDescription(.lengthTooShort, parameters: [.integer("minimum")]),
        FailureCodeDescription(.lengthTooLong, parameters: [.integer("maximum")]),
        FailureCodeDescription(.charsetCharacter, parameters: [.integer("position"), .text("characters")]),
        FailureCodeDescription(.numberSyntax, parameters: [.integer("position")]),
        FailureCodeDescription(.matchesMismatch, parameters: [.text("field")]),
        FailureCodeDescription(.oneOfMissing, parameters: [.text("others")]),
        FailureCodeDescription(.inputIncomplete, parameters: [.text("field")]),
        FailureCodeDescription(.inputType, parameters: [.text("field")]),
        FailureCodeDescription(.checkTimeout),
        FailureCodeDescription(.pluginInvalid),
        FailureCodeDescription(.inputEncoding, parameters: [.integer("byte")]),
        FailureCodeDescription(.inputJSON),
        FailureCodeDescription(.inputTooLarge, parameters: [.integer("limit")]),
        FailureCodeDescription(.inputMediaType),
        FailureCodeDescription(.formUnknown, parameters: [.text("forms")]),
    ]

    /// The core's descriptions of `codes`, in their order: what a basic validator's plugin
    /// declares.
    static func core(_ codes: ValidationFailure.Code...) -> [FailureCodeDescription] {
        codes.compactMap { code in coreCodes.first { $0.code == code } }
    }
}
