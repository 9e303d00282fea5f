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

    /// `range.not_a_number`: the text is not the text of a number (the `range` plugin).
    public static let rangeNotANumber = Self("range.not_a_number", messages: .validatorKit)

    /// `range.too_small`: the number is below the minimum.
    public static let rangeTooSmall = Self("range.too_small", messages: .validatorKit)

    /// `range.too_large`: the number is above the maximum.
    public static let rangeTooLarge = Self("range.too_large", messages: .validatorKit)

    /// `range.not_multiple`: the number is not a whole multiple of the step.
    public static let rangeNotMultiple = Self("range.not_multiple", messages: .validatorKit)

    /// `date.format`: the text is not written as an ISO 8601 calendar date `YYYY-MM-DD`.
    public static let dateFormat = Self("date.format", messages: .validatorKit)

    /// `date.nonexistent`: the text names a day the calendar does not have (`2023-02-29`).
    public static let dateNonexistent = Self("date.nonexistent", messages: .validatorKit)

    /// `date.too_early`: the date is before the earliest accepted.
    public static let dateTooEarly = Self("date.too_early", messages: .validatorKit)

    /// `date.too_late`: the date is after the latest accepted.
    public static let dateTooLate = Self("date.too_late", messages: .validatorKit)
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

    /// `input.type`: a submitted record holds a value of another JSON type than its field's
    /// (a string for an integer, say); the message names the type expected and the type found.
    public static let inputType = Self("input.type", messages: .validatorKit)

    /// `choice.unknown`: a submitted record holds a string that is none of its choice field's
    /// choices.
    public static let choiceUnknown = Self("choice.unknown", messages: .validatorKit)

    /// `union.tag_missing`: a submitted record's union has no tag (its `tag` member is missing,
    /// `null` or empty); the message names the tag and the values allowed.
    public static let unionTagMissing = Self("union.tag_missing", messages: .validatorKit)

    /// `union.tag_unknown`: a submitted record's union has a tag that is none of its variants'
    /// values; the message names what was received and the values allowed.
    public static let unionTagUnknown = Self("union.tag_unknown", messages: .validatorKit)

    /// `list.too_few`: a submitted record's list has fewer items than its `minItems`.
    public static let listTooFew = Self("list.too_few", messages: .validatorKit)

    /// `list.too_many`: a submitted record's list has more items than its `maxItems`.
    public static let listTooMany = Self("list.too_many", messages: .validatorKit)

    /// `input.unknown_member`: a submitted record holds a member no field names, and its spec
    /// refuses such members (`"extraMembers": "refuse"`).
    public static let inputUnknownMember = Self("input.unknown_member", messages: .validatorKit)

    /// `matches.mismatch`: the text differs from the field it must repeat (a confirmation).
    public static let matchesMismatch = Self("matches.mismatch", messages: .validatorKit)

    /// `check.timeout`: an ``AsyncValidator`` did not answer within its timeout; the text is
    /// checked again when editing ends.
    public static let checkTimeout = Self("check.timeout", messages: .validatorKit)

    /// `one_of.missing`: none of a group of fields, of which at least one is needed, is filled in.
    public static let oneOfMissing = Self("one_of.missing", messages: .validatorKit)

    /// `input.too_large`: an input is larger than a host takes (a server's body over its limit).
    public static let inputTooLarge = Self("input.too_large", messages: .validatorKit)

    /// `input.too_costly`: judging a record took longer than its validator allows
    /// (``RecordValidator/judgingTimeLimit``); the fields from this one on were not judged.
    public static let inputTooCostly = Self("input.too_costly", messages: .validatorKit)

    /// `input.media_type`: an input is not declared as one of the media types its reader takes,
    /// in UTF-8 (a server's body of another content type); the argument `types` names those it
    /// takes, such as `application/json, application/x-www-form-urlencoded`.
    public static let inputMediaType = Self("input.media_type", messages: .validatorKit)

    /// `form.unknown`: a host that serves several forms was asked for one it does not have.
    public static let formUnknown = Self("form.unknown", messages: .validatorKit)
}

extension FailureCodeDescription {
    /// Every code the core declares, with the parameters of its messages, as
    /// `validator list --codes` lists them under `core`.
    public static let coreCodes = [
        FailureCodeDescription(.requiredMissing, parameters: [.text("field")]),
        FailureCodeDescription(.lengthTooShort, parameters: [.integer("minimum")]),
        FailureCodeDescription(.lengthTooLong, parameters: [.integer("maximum")]),
        FailureCodeDescription(.charsetCharacter, parameters: [.integer("position"), .text("characters")]),
        FailureCodeDescription(.rangeNotANumber, parameters: [.integer("position")]),
        FailureCodeDescription(.rangeTooSmall, parameters: [.text("minimum")]),
        FailureCodeDescription(.rangeTooLarge, parameters: [.text("maximum")]),
        FailureCodeDescription(.rangeNotMultiple, parameters: [.text("step")]),
        FailureCodeDescription(.dateFormat, parameters: [.integer("position")]),
        FailureCodeDescription(.dateNonexistent),
        FailureCodeDescription(.dateTooEarly, parameters: [.text("minimum")]),
        FailureCodeDescription(.dateTooLate, parameters: [.text("maximum")]),
        FailureCodeDescription(.numberSyntax, parameters: [.integer("position")]),
        FailureCodeDescription(.matchesMismatch, parameters: [.text("field")]),
        FailureCodeDescription(.oneOfMissing, parameters: [.text("others")]),
        FailureCodeDescription(.inputIncomplete, parameters: [.text("field")]),
        FailureCodeDescription(.inputType, parameters: [.text("field"), .text("expected"), .text("found")]),
        FailureCodeDescription(.choiceUnknown, parameters: [.text("field"), .text("choices")]),
        FailureCodeDescription(.unionTagMissing, parameters: [.text("field"), .text("tag"), .text("allowed")]),
        FailureCodeDescription(.unionTagUnknown, parameters: [.text("field"), .text("received"), .text("allowed")]),
        FailureCodeDescription(.listTooFew, parameters: [.text("field"), .integer("minimum")]),
        FailureCodeDescription(.listTooMany, parameters: [.text("field"), .integer("maximum")]),
        FailureCodeDescription(.inputUnknownMember, parameters: [.text("member")]),
        FailureCodeDescription(.checkTimeout),
        FailureCodeDescription(.pluginInvalid),
        FailureCodeDescription(.inputEncoding, parameters: [.integer("byte")]),
        FailureCodeDescription(.inputJSON),
        FailureCodeDescription(.inputTooLarge, parameters: [.integer("limit")]),
        FailureCodeDescription(.inputTooCostly),
        FailureCodeDescription(.inputMediaType, parameters: [.text("types")]),
        FailureCodeDescription(.formUnknown, parameters: [.text("forms")]),
    ]

    /// The core's descriptions of `codes`, in their order: what a basic validator's plugin
    /// declares.
    static func core(_ codes: ValidationFailure.Code...) -> [FailureCodeDescription] {
        codes.compactMap { code in coreCodes.first { $0.code == code } }
    }
}
