/// Validates whole submitted records, JSON objects keyed by field identifier, with the fields
/// and validators of a ``FormSpec``: the same codes and messages a person saw in the form, for
/// every field at once, at any depth.
///
/// Built once by ``FormSpec/makeRecordValidator(registry:)`` and shared: it is `Sendable`, and
/// ``validate(_:locale:)`` may run on many tasks at once.
///
/// ```swift
/// let records = try spec.makeRecordValidator(registry: registry)
/// let verdict = records.validate(["card": .string("378282246310005"), "cvc": .string("123")])
/// verdict.failures.map(\.path)      // ["$.name", "$.expiry", "$.cvc"]
/// verdict.failures.map(\.pointer)   // ["/name", "/expiry", "/cvc"]
/// ```
///
/// A record is a typed tree, judged by each field's `type`: a `text` is a string, an `integer`
/// a whole number, a `number` any number, a `boolean` `true` or `false`, a `choice` one of its
/// choices (else `choice.unknown`), a `group` an object of its fields, a `list` an array of its
/// items within its bounds (`list.too_few`, `list.too_many`). A value of another JSON type is
/// `input.type`; under the spec's `"coerce": "strings"`, a string spelling the value (`"42"`,
/// `"true"`) stands for it. A missing member, `null` or an empty string is absent: an absent
/// required field is `required.missing`, an absent group's fields are not asked about, and
/// every item of a list is required. The validators of an integer, number, boolean or choice
/// judge the value's canonical text (`42`, `2.5`, `true`, the choice). Members no field names
/// are ignored, or, under `"extraMembers": "refuse"`, each an `input.unknown_member`.
///
/// One record validator serves every language: each call takes the locale its messages will be
/// shown in, and the failures name fields, the field itself and any other a message names (the
/// field a confirmation must match), by their titles in that language (the spec's `titles`),
/// as a form made with ``FormSpec/makeForm(registry:clock:locale:)`` does. Render them with
/// ``ValidationFailure/message(in:)`` in the same locale:
///
/// ```swift
/// let german = MessageLocale(language: "de")
/// let verdict = records.validate(["password": "s3cret-Pass", "confirm": "s3cret-Paws"], locale: german)
/// verdict.failures[0].failure.message(in: german)   // "Stimmt nicht mit Passwort überein"
/// ```
///
/// A submission (``submit(_:locale:checkingWithin:)``, or
/// ``submitWaitingForChecks(_:locale:checkingWithin:)`` on a thread that may block) asks the
/// fields' asynchronous validators once the record is valid, then the verifiers at submission.
///
/// A ``DependentValidator`` reads the fields of the object that holds its field (a list item's,
/// a group's) first, then the record's root. A message that would quote the value of a secure
/// field (a careless plugin's) says "This value is not valid" instead, so a verdict can be sent
/// or logged.
public struct RecordValidator: Sendable {
    /// The fields of the record's root object.
    let rootFields: RecordGroup
    private let refusesExtraMembers: Bool
    /// Whether a string spelling an integer, number or boolean stands for it.
    let coercesStrings: Bool
    /// The member names of the spec's objects, which ``record(from:)`` reads keys as.
    private let keys: RecordKeys

    /// How much processor time the fields' synchronous validators may take on one record, in
    /// all: once the judging thread has used it, the fields not yet judged are not, and the
    /// first of them is `input.too_costly` (the record is refused). Each validation is bounded by
    /// itself (a regex by its `RegexLimits`); this bounds a record of many, such as a list whose
    /// every item runs a catastrophic pattern, to the limit plus one validation. It is the
    /// thread's processor time (`CLOCK_THREAD_CPUTIME_ID`), not the clock on the wall, so a busy
    /// machine does not refuse an ordinary record; the first 8 ms of judging (two ticks of the
    /// coarse monotonic clock) are counted whole, on that clock, so that a record judged within
    /// them never reads the processor clock, a system call. ``defaultJudgingTimeLimit`` unless
    /// set.
    ///
    /// ```swift
    /// var records = try spec.makeRecordValidator(registry: registry)
    /// records.judgingTimeLimit = .milliseconds(50)
    /// ```
    public var judgingTimeLimit: Duration = Self.defaultJudgingTimeLimit {
        didSet { judgingTimeLimitInNanoseconds = Nanoseconds(judgingTimeLimit) }
    }
    /// ``judgingTimeLimit`` as the budget counts it, worked out once (a `Duration`'s components
    /// divide 128 bits).
    private var judgingTimeLimitInNanoseconds = Nanoseconds(Self.defaultJudgingTimeLimit)

    /// The default ``judgingTimeLimit``: 100 ms, some thousand times what an ordinary record
    /// takes.
    public static let defaultJudgingTimeLimit = Duration.milliseconds(100)

    init(fields: [BuiltField], extraMembers: FormSpec.ExtraMembers, coercion: FormSpec.Coercion?) {
        rootFields = RecordGroup(fields, at: .root)
        keys = RecordKeys(fields: fields)
        refusesExtraMembers = extraMembers == .refuse
        coercesStrings = coercion == .strings
    }

    /// Whether a field's validators verify its text at submission
    /// (``Validator/submissionVerifier``, such as a one-time password's): a submission then
    /// remembers what it accepted, and submissions must be made one at a time, in order.
    public var verifiesAtSubmission: Bool {
        rootFields.verifiesAtSubmission
    }

    /// The verdict on every field of `record`, each concluded as at the end of editing: an empty
    /// required field is `required.missing`, an incomplete one `input.incomplete`; messages name
    /// fields by their titles in `locale`.
    ///
    /// Asks no asynchronous check (an ``AsyncValidator`` judges only with its synchronous
    /// part) and no verifier at submission: what a record says by itself, at once.
    public func validate(_ record: [String: JSONValue], locale: MessageLocale = .english) -> RecordVerdict {
        validate(RecordObject(record, of: rootFields), locale: locale)
    }

    /// ``validate(_:locale:)`` of a record whose members are in the slots of the root's fields.
    /// The record is taken, not copied, so that its normalized members are written in its own
    /// slots once judging (and the walk reading it) is over.
    func validate(_ record: consuming RecordObject, locale: MessageLocale) -> RecordVerdict {
        var walk = RecordWalk(root: copy record, locale: locale, timeLimit: judgingTimeLimitInNanoseconds)
        let changes = judgeMembers(of: record, walk: &walk)
        let failures = walk.failures
        _ = consume walk
        guard failures.isEmpty else { return verdict(failures: failures, value: nil, of: record) }
        record.apply(changes)
        return RecordVerdict(failures: [], record: record)
    }

    /// The verdict on `record` as a submission, each asynchronous check within its validator's
    /// own ``AsyncValidator/timeout``: ``submitWaitingForChecks(_:locale:checkingWithin:)``
    /// without a deadline of the record's. So ``validate(_:locale:)``; when every field is
    /// valid, the fields' asynchronous checks (``checksAtSubmission``), waited for on the
    /// calling thread; when they all accept, each text field's verifier at submission asked
    /// about its text (unless absent) in field order, depth first, the first refusal becoming
    /// that field's verdict (a one-time password accepted once is refused at any later
    /// submission). Without checks or verifiers, the same as ``validate(_:locale:)``.
    @available(*, noasync, message: "blocks its thread while checks run; await submit(_:locale:checkingWithin:) instead")
    public func submit(_ record: [String: JSONValue], locale: MessageLocale = .english) -> RecordVerdict {
        submitWaitingForChecks(record, locale: locale, checkingWithin: .seconds(Int64.max))
    }

    /// The keys of the root's fields in their order (`<`), the order a record's value is written in.
    package var rootKeysInKeyOrder: [String] {
        rootFields.keyOrder.map { rootFields.fields[$0].key }
    }

    /// Reads a record from UTF-8 bytes as ``JSONValue/record(from:)`` does, each member of a
    /// field of the root in the field's slot, a key naming a field of the spec given as the
    /// field's identifier itself (no string made of its bytes).
    ///
    /// - Throws: ``JSONRecordError`` naming what was expected and the byte where it was not.
    /// The slots of `spare`, an earlier record of this validator no longer used, are emptied and
    /// filled again rather than made anew.
    package func record(
        from bytes: UnsafeBufferPointer<UInt8>, reusing spare: consuming RecordObject? = nil
    ) throws(JSONRecordError) -> RecordObject {
        var reader = JSONRecordReader(bytes, keys: keys)
        return try reader.readRecord(of: rootFields, reusing: spare)
    }

    /// The record `members`, each member of a field of the root in the field's slot.
    package func record(_ members: [String: JSONValue]) -> RecordObject {
        RecordObject(members, of: rootFields)
    }

    // MARK: - Judging

    /// What one judging of a record gathers as it goes.
    private struct RecordWalk {
        let root: RecordObject
        /// The language of the titles that messages name fields by.
        let locale: MessageLocale
        var failures: [RecordVerdict.Failure] = []
        /// The index of each list item being judged, outermost first.
        var indices: [Int] = []
        /// The processor time judging may still use.
        var budget: JudgingTimeBudget
        /// Whether the budget was spent, `input.too_costly` was reported, and no more is judged.
        var isOutOfTime = false

        init(root: RecordObject, locale: MessageLocale, timeLimit: Nanoseconds) {
            self.root = root
            self.locale = locale
            budget = JudgingTimeBudget(limit: timeLimit)
        }

        /// Whether a field may still be judged: false once the thread has used the processor
        /// time allowed, when the first field not judged, at `location`, is reported
        /// `input.too_costly`.
        mutating func hasTime(at location: RecordLocation) -> Bool {
            guard !isOutOfTime else { return false }
            guard !budget.hasTimeLeft() else { return true }
            isOutOfTime = true
            fail(at: location, ValidationFailure(code: .inputTooCostly))
            return false
        }

        mutating func fail(at location: RecordLocation, _ failure: ValidationFailure) {
            let (path, pointer) = location.written(indices: indices)
            failures.append(RecordVerdict.Failure(path: path, pointer: pointer, failure: failure))
        }

        /// Reports `failure` of `field` at its place, with the message the spec gives the field
        /// for its code (``FormSpec/FieldSpec/messages``), as a form's field shows it.
        mutating func fail(_ failure: ValidationFailure, of field: RecordNode) {
            fail(at: field.location, failure.overridingMessage(with: field.messageOverrides, in: locale))
        }
    }

    /// What judging a member leaves of it in the record's value.
    private enum Judged {
        /// Nothing: the member is absent, or failed.
        case absent
        /// The member as it is.
        case unchanged
        /// Another value: a coerced or normalized one, or an object or array some of whose
        /// members or items changed.
        case changed(JSONValue)
    }

    /// Judges the object `object`: every field of its group, then each member no field names,
    /// refused if the spec says so. Returns what makes `object` its value (a member dropped,
    /// coerced or normalized), nothing when it is its own value, so a record that needs no
    /// change is copied no more.
    private func judgeMembers(of object: RecordObject, walk: inout RecordWalk) -> RecordObject.Changes {
        let group = object.group
        var changes = RecordObject.Changes()
        // The positions of the fields that do not apply but have a member, which counts as a
        // member no field names.
        var inapplicable: [Int] = []
        for (position, field) in group.fields.enumerated() {
            let member = object[position]
            if field.condition != nil, !field.applies(in: object, root: walk.root) {
                if member != nil { inapplicable.append(position) }
                continue
            }
            let judged = judge(member, of: field, in: object, walk: &walk)
            guard walk.failures.isEmpty else { continue }
            switch judged {
            case .unchanged:
                break
            case .absent:
                if member != nil { changes.set(nil, at: position) }
            case .changed(let changed):
                changes.set(changed, at: position)
            }
        }
        guard !object.others.isEmpty || !inapplicable.isEmpty else { return changes }
        if refusesExtraMembers {
            let keys = object.others.map(\.key) + inapplicable.map { group.fields[$0].key }
            for key in keys.sorted() {
                walk.fail(
                    at: group.location.appending(member: key),
                    ValidationFailure(code: .inputUnknownMember, arguments: ["member": .string(key)]))
            }
        } else if walk.failures.isEmpty {
            changes.keepFields(except: inapplicable)
        }
        return changes
    }

    /// The value of the object `object` (a group's, a union's): `.unchanged` when judging it
    /// changes nothing.
    private func judged(_ object: RecordObject, walk: inout RecordWalk) -> Judged {
        let changes = judgeMembers(of: object, walk: &walk)
        guard !changes.isEmpty else { return .unchanged }
        var value = object
        value.apply(changes)
        return .changed(.object(value.dictionary))
    }

    /// Judges `member`, the value of `field` in the object `object` (of `group`'s fields).
    private func judge(_ member: JSONValue?, of field: RecordNode, in object: RecordObject, walk: inout RecordWalk) -> Judged {
        switch field.shape {
        case .group(let fields):
            guard let member, member != .null else { return absent(field, walk: &walk) }
            guard case .object(let members) = member else { return wrongType(of: field, found: member.kindName, walk: &walk) }
            return judged(RecordObject(members, of: fields), walk: &walk)
        case .list(let item, let minimum, let maximum):
            guard let member, member != .null else { return absent(field, walk: &walk) }
            guard case .array(let elements) = member else { return wrongType(of: field, found: member.kindName, walk: &walk) }
            if elements.count < minimum {
                walk.fail(ValidationFailure(
                    code: .listTooFew, arguments: ["field": .string(field.title(in: walk.locale)), "minimum": .integer(minimum)]), of: field)
            } else if let maximum, elements.count > maximum {
                walk.fail(ValidationFailure(
                    code: .listTooMany, arguments: ["field": .string(field.title(in: walk.locale)), "maximum": .integer(maximum)]), of: field)
            }
            // Items are always required, so an absent item has failed; only a changed item
            // makes the list's value differ from the array given.
            var items: [JSONValue]?
            for (index, element) in elements.enumerated() {
                walk.indices.append(index)
                let judged = judge(element, of: item, in: object, walk: &walk)
                walk.indices.removeLast()
                if case .changed(let changed) = judged {
                    items = items ?? elements
                    items?[index] = changed
                }
            }
            return items.map { .changed(.array($0)) } ?? .unchanged
        case .union(let union):
            guard let member, member != .null else { return absent(field, walk: &walk) }
            guard case .object(let members) = member else { return wrongType(of: field, found: member.kindName, walk: &walk) }
            guard let chosen = union.chosenFields(of: members) else {
                refuseTag(members[union.tag.key], of: field, union: union, walk: &walk)
                return .absent
            }
            return judged(RecordObject(members, of: chosen), walk: &walk)
        case .text, .integer, .number, .boolean, .choice:
            return judgeScalar(member, of: field, in: object, walk: &walk)
        }
    }

    /// Judges `member`, the value of the scalar field `field` (a list's item when its key is
    /// empty).
    private func judgeScalar(_ member: JSONValue?, of field: RecordNode, in object: RecordObject, walk: inout RecordWalk) -> Judged {
        guard walk.hasTime(at: field.location) else { return .absent }
        let text: String
        let coerced: JSONValue?
        switch field.readScalar(member, coercingStrings: coercesStrings) {
        case .absent:
            text = ""
            coerced = nil
        case .present(let presentText, let presentValue):
            text = presentText
            coerced = presentValue
        case .wrongType(let found):
            return wrongType(of: field, found: found, walk: &walk)
        case .unknownChoice(let choices):
            walk.fail(ValidationFailure(
                code: .choiceUnknown, arguments: ["field": .string(field.title(in: walk.locale)), "choices": .string(choices.joined(separator: ", "))]), of: field)
            return .absent
        case .outOfRange(let failure):
            walk.fail(failure, of: field)
            return .absent
        }
        // The record's values only for validators that read them: each kind of values made
        // where it is passed, so that the empty ones are never boxed and destroyed.
        let (verdict, normalized) =
            field.readsOtherFields
            ? conclude(text, of: field, reading: RecordValues(object: object, root: walk.root, locale: walk.locale))
            : conclude(text, of: field, reading: NoFormValues())
        if !verdict.isValid, let failure = verdict.concluded(isEmpty: text.isEmpty, title: field.title(in: walk.locale)).failure {
            walk.fail(failure, of: field)
            return .absent
        }
        guard !text.isEmpty else { return .absent }
        if let coerced { return .changed(coerced) }
        guard let normalized, normalized != text else { return .unchanged }
        return .changed(.string(normalized))
    }

    /// The verdict of `field`'s validators on `text`, reading `values`, and, for a text, its
    /// normalized value (a phone number's E.164) from the same pass.
    private func conclude(_ text: String, of field: RecordNode, reading values: some FormValues) -> (Validity, String?) {
        if case .text = field.shape {
            return field.validation.concludeWithNormalizedValue(text, reading: values)
        }
        return (field.validation.conclude(text, reading: values), nil)
    }

    /// Reports the tag `tag` of the union `field`, which chooses no variant: `union.tag_missing`
    /// when it is absent, else `union.tag_unknown` naming what it is; both name the values
    /// allowed.
    private func refuseTag(_ tag: JSONValue?, of field: RecordNode, union: RecordUnion, walk: inout RecordWalk) {
        let title = JSONValue.string(field.title(in: walk.locale))
        let allowed = JSONValue.string(union.values.joined(separator: ", "))
        if case .absent = union.tag.readScalar(tag, coercingStrings: false) {
            walk.fail(at: union.tag.location, ValidationFailure(
                code: .unionTagMissing, arguments: ["field": title, "tag": .string(union.tag.key), "allowed": allowed]))
            return
        }
        let received = tag.flatMap(union.tag.canonicalText) ?? tag?.kindName ?? ""
        walk.fail(at: union.tag.location, ValidationFailure(
            code: .unionTagUnknown, arguments: ["field": title, "received": .string(received), "allowed": allowed]))
    }

    /// Nothing, reporting `required.missing` when `field` is required.
    private func absent(_ field: RecordNode, walk: inout RecordWalk) -> Judged {
        if field.isRequired {
            walk.fail(.requiredMissing(fieldName: field.title(in: walk.locale)), of: field)
        }
        return .absent
    }

    /// Nothing, reporting `input.type`: `field` expects another JSON type than `found`.
    private func wrongType(of field: RecordNode, found: String, walk: inout RecordWalk) -> Judged {
        let expected = field.expectedKindName
        walk.fail(ValidationFailure(
            code: .inputType,
            arguments: ["field": .string(field.title(in: walk.locale)), "expected": .string(expected), "found": .string(found)],
            variant: "\(expected).\(found)"), of: field)
        return .absent
    }
}
