/// The codes of the core's validators and of the field itself.
extension ValidationFailure.Code {
    /// `required.missing`: the text is empty or blank, and the field requires one.
    public static let requiredMissing = Self("required.missing", messages: .validatorKit)

    /// `length.too_short`: fewer characters than the minimum.
    public static let lengthTooShort = Self("length.too_short", messages: .validatorKit)

    /// `length.too_long`: more characters than the maximum.
    public static let lengthTooLong = Self("length.too_long", messages: .validatorKit)

    /// `charset.character`: a character outside the allowed set.
    public static let charsetCharacter = Self("charset.character", messages: .validatorKit)

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
}
