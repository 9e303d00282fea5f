#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A form described as JSON: its fields, their titles, sections, secure flag and validators.
///
/// `validator schema` prints the JSON Schema of the document; a member it does not name
/// (a misspelt `titel`, say) is a ``FormSpecError`` of code ``FormSpecError/Code/unknownMember``.
///
/// ```json
/// {"fields": [
///   {"id": "code", "title": "SMS code", "titles": {"de": "SMS-Code"}, "sections": [3, 3], "required": true,
///    "validators": [{"plugin": "charset", "options": {"allowed": "digits"}}],
///    "messages": {"charset.character": {"en": "Only digits, please", "de": "Bitte nur Ziffern"}}}
/// ]}
/// ```
///
/// `titles` and `placeholders` give the title and placeholder per language; `messages` gives, per code and language, a message in
/// place of the catalog's (see ``MessageOverrides``), in a form's fields and in a record's failures alike.
///
/// ``makeForm(registry:clock:locale:)`` builds the ``Form`` through a ``ValidatorRegistry``; every
/// mistake is a ``FormSpecError`` naming the JSON path, such as
/// `fields[2].validators[0].options.max`.
public struct FormSpec: Sendable, Hashable, Decodable {
    /// One field of the form.
    public struct FieldSpec: Sendable, Hashable, Decodable {
        /// The field's identifier, unique among its siblings; empty for a list's ``item``, which
        /// has none.
        public var id: String
        /// The kind of value the field holds; ``FieldType/text`` when absent.
        public var type: FieldType?
        /// The values a ``FieldType/choice`` field may take, in the order they are offered.
        public var choices: [String]?
        /// The fields of a ``FieldType/group``, in order.
        public var fields: [FieldSpec]?
        /// The fewest items a ``FieldType/list`` may have; none when absent.
        public var minItems: Int?
        /// The most items a ``FieldType/list`` may have; no bound when absent.
        public var maxItems: Int?
        /// What each item of a ``FieldType/list`` is: a field spec without an identifier. Kept
        /// in an array because a structure cannot hold itself.
        private var itemStorage: [FieldSpec]
        /// Whether the document this spec was read from has no `id` member.
        private var isIdentifierMissing = false
        /// The title; the identifier when absent.
        public var title: String?
        /// The title by language code (`"de"`), where it differs from ``title``.
        public var titles: [String: String]?
        /// The placeholder shown while the field is empty.
        public var placeholder: String?
        /// The placeholder by language code (`"de"`), where it differs from ``placeholder``.
        public var placeholders: [String: String]?
        /// Fixed section lengths; a validator may choose them when absent.
        public var sections: [Int]?
        /// Whether the text is a secret shown as a mask.
        public var secure: Bool?
        /// Whether an empty text is unacceptable.
        public var required: Bool?
        /// The validators, in the order they are asked.
        public var validators: [ValidatorSpec]?
        /// Messages in place of the catalog's: by code, then by language code.
        public var messages: [String: [String: String]]?
        /// When the field applies; always when absent (see ``FormSpec/FieldCondition``).
        public var when: FormSpec.FieldCondition?
        /// The member of a ``FieldType/union``'s object that chooses its variant: a choice of the
        /// variants' values.
        public var tag: String?
        /// The variants of a ``FieldType/union``, in the order they are offered.
        public var variants: [FormSpec.VariantSpec]?

        /// What each item of a ``FieldType/list`` is: a field spec without an identifier.
        public var item: FieldSpec? {
            get { itemStorage.first }
            set { itemStorage = newValue.map { [$0] } ?? [] }
        }

        /// The kind of value the field holds: ``type``, else ``FieldType/text``.
        public var valueType: FieldType { type ?? .text }

        /// A text field `id` with `validators`, and the other members absent.
        public init(id: String, title: String? = nil, required: Bool? = nil, validators: [ValidatorSpec]? = nil) {
            self.id = id
            self.title = title
            self.required = required
            self.validators = validators
            itemStorage = []
        }

        private enum CodingKeys: String, CodingKey {
            case id, type, choices, fields, minItems, maxItems, item, title, titles, placeholder, placeholders, sections
            case secure, required, validators, messages, when, tag, variants
        }

        /// Reads a field spec; a missing `id` reads as empty (a list's item has none), which
        /// building the spec then refuses everywhere else.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            // A list's item has no identifier; any other field's missing one is named when built.
            isIdentifierMissing = !container.contains(.id)
            id = isIdentifierMissing ? "" : try container.decode(String.self, forKey: .id)
            type = try container.decodeIfPresent(FieldType.self, forKey: .type)
            choices = try container.decodeIfPresent([String].self, forKey: .choices)
            fields = try container.decodeIfPresent([FieldSpec].self, forKey: .fields)
            minItems = try container.decodeIfPresent(Int.self, forKey: .minItems)
            maxItems = try container.decodeIfPresent(Int.self, forKey: .maxItems)
            itemStorage = try container.decodeIfPresent(FieldSpec.self, forKey: .item).map { [$0] } ?? []
            title = try container.decodeIfPresent(String.self, forKey: .title)
            titles = try container.decodeIfPresent([String: String].self, forKey: .titles)
            placeholder = try container.decodeIfPresent(String.self, forKey: .placeholder)
            placeholders = try container.decodeIfPresent([String: String].self, forKey: .placeholders)
            sections = try container.decodeIfPresent([Int].self, forKey: .sections)
            secure = try container.decodeIfPresent(Bool.self, forKey: .secure)
            required = try container.decodeIfPresent(Bool.self, forKey: .required)
            validators = try container.decodeIfPresent([ValidatorSpec].self, forKey: .validators)
            messages = try container.decodeIfPresent([String: [String: String]].self, forKey: .messages)
            when = try container.decodeIfPresent(FormSpec.FieldCondition.self, forKey: .when)
            tag = try container.decodeIfPresent(String.self, forKey: .tag)
            variants = try container.decodeIfPresent([FormSpec.VariantSpec].self, forKey: .variants)
        }

        /// Whether the field applies given the other fields' `values`: its ``when`` holds, or it
        /// has none. The one test forms and records make; `values` must read a field that does
        /// not apply as empty.
        public func applies(reading values: some FormValues) -> Bool {
            when?.holds(reading: values) ?? true
        }

        /// The variant of this ``FieldType/union`` that the tag's text `tag` chooses; `nil` when
        /// no variant has that value (or the field is no union).
        public func variant(taggedBy tag: String) -> FormSpec.VariantSpec? {
            variants?.first { $0.value == tag }
        }

        /// The title in `locale`: its entry in ``titles``, else ``title``, else the identifier.
        public func title(in locale: MessageLocale) -> String {
            title(in: locale, otherwise: id)
        }

        /// The title in `locale`: its entry in ``titles``, else ``title``, else `fallback` (a
        /// list's item, which has no identifier, is titled by its list). What a form's fields and
        /// a record's failures name the field by.
        func title(in locale: MessageLocale, otherwise fallback: String) -> String {
            titles?[locale.language] ?? title ?? fallback
        }

        /// The placeholder in `locale`: its entry in ``placeholders``, else ``placeholder``, else
        /// nothing.
        public func placeholder(in locale: MessageLocale) -> String {
            placeholders?[locale.language] ?? placeholder ?? ""
        }

        /// The ``messages`` as overrides of a field.
        var messageOverrides: MessageOverrides {
            MessageOverrides(Dictionary(
                uniqueKeysWithValues: (messages ?? [:]).map { (ValidationFailure.Code($0.key), $0.value) }))
        }
    }

    /// One validator of a field: a plugin identifier and its options.
    public struct ValidatorSpec: Sendable, Hashable, Decodable {
        /// The plugin's identifier.
        public var plugin: String
        /// The options, by name.
        public var options: [String: JSONValue]?
    }

    /// The kind of value a field holds, the spec's `"type"`.
    public enum FieldType: String, Sendable, Hashable, Decodable, CaseIterable {
        /// A string, judged by the field's validators (the default).
        case text
        /// A whole number: a JSON integer.
        case integer
        /// A JSON number.
        case number
        /// `true` or `false`.
        case boolean
        /// One of the field's ``FieldSpec/choices``.
        case choice
        /// An object holding the field's own ``FieldSpec/fields``.
        case group
        /// An array of values, each described by the field's ``FieldSpec/item``.
        case list
        /// An object whose ``FieldSpec/tag`` member chooses one of the field's
        /// ``FieldSpec/variants``, whose fields alone apply beside it.
        case union
    }

    /// What a record may hold besides the spec's fields, the spec's `"extraMembers"`.
    public enum ExtraMembers: String, Sendable, Hashable, Decodable, CaseIterable {
        /// Members no field names are left alone (the default).
        case ignore
        /// Each member no field names is an `input.unknown_member` failure.
        case refuse
    }

    /// Which values a record may give in place of a field's JSON type, the spec's `"coerce"`.
    public enum Coercion: String, Sendable, Hashable, Decodable, CaseIterable {
        /// A string spelling the value: `"42"` for an integer, `"true"` for a boolean (form
        /// posts and CSV).
        case strings
    }

    /// The fields, in order.
    public var fields: [FieldSpec]
    /// What a record may hold besides the fields; ``ExtraMembers/ignore`` when absent.
    public var extraMembers: ExtraMembers?
    /// Which values stand in for a field's JSON type; none when absent (JSON types are strict).
    public var coerce: Coercion?

    /// A spec of `fields`, in order.
    public init(fields: [FieldSpec], extraMembers: ExtraMembers? = nil, coerce: Coercion? = nil) {
        self.fields = fields
        self.extraMembers = extraMembers
        self.coerce = coerce
    }

    /// Reads a spec from JSON bytes.
    ///
    /// A document nested deeper than ``maximumNestingDepth`` is ``FormSpecError/Code/tooDeep``
    /// (found before it is decoded); a form that would start with more than
    /// ``maximumInitialFields`` fields is ``FormSpecError/Code/tooLarge``.
    public static func decode(_ json: some Collection<UInt8>) throws(FormSpecError) -> FormSpec {
        do {
            let bytes = Data(json)
            // Foundation's decoder would call a deep document "not valid JSON", after a time
            // that grows with the square of its depth.
            try checkNestingDepth(of: bytes)
            // A misspelt member is named before anything else, since it is often why another
            // member seems missing.
            // A document that is not JSON is left to the decoding that follows, which says so.
            if let document = try? JSONDecoder().decode(JSONValue.self, from: bytes),
                let unknown = unknownMemberError(in: document)
            {
                throw unknown
            }
            let spec = try JSONDecoder().decode(FormSpec.self, from: bytes)
            try spec.checkInitialFieldCount()
            return spec
        } catch let error as FormSpecError {
            throw error
        } catch let error as DecodingError {
            throw FormSpecError(decoding: error)
        } catch {
            throw FormSpecError(.malformedDocument, path: "", problem: "the document could not be read: \(error)")
        }
    }

    /// Builds the form, creating every validator through `registry`, with titles and messages
    /// in `locale`.
    ///
    /// A `group`'s fields and a `list`'s items are fields of the form under their paths
    /// (`address.street`, `phones[0]`, `contacts[1].email`); a list starts with its `minItems`
    /// items, at least one. An `integer` or `number` field takes only what can spell such a
    /// number; a `boolean` or `choice` field takes no typing, its text is chosen
    /// (``Field/cycleChoice(by:)``).
    public func makeForm(
        registry: ValidatorRegistry, clock: any FieldClock = ContinuousFieldClock(), locale: MessageLocale = .english
    ) throws(FormSpecError) -> Form {
        let form = Form(nodes: try makeFormBlueprints(registry: registry, clock: clock, locale: locale).map { $0.makeNode() })
        form.locale = locale
        return form
    }

    /// Builds a validator of whole records (JSON objects) with the same fields and validators as
    /// the form, for a server that receives what the form submitted: typed by each field's
    /// ``FieldSpec/type``, with ``extraMembers`` and ``coerce`` applied.
    public func makeRecordValidator(registry: ValidatorRegistry) throws(FormSpecError) -> RecordValidator {
        RecordValidator(fields: try makeFields(registry: registry), extraMembers: extraMembers ?? .ignore, coercion: coerce)
    }

    /// What both a form and a record validator are made of: every field checked and its
    /// validators built, a group's fields and a list's item too, with every dependency on
    /// another field resolved.
    func makeFields(registry: ValidatorRegistry) throws(FormSpecError) -> [BuiltField] {
        guard !fields.isEmpty else {
            throw FormSpecError(.noFields, path: "fields", problem: "expected at least one field")
        }
        try checkInitialFieldCount()
        let built = try FormSpec.FieldSpec.build(fields, registry: registry, path: "fields")
        try BuiltField.checkReferences(ofRoot: built, path: "fields")
        return built
    }
}

extension FormSpec.FieldSpec {
    /// Builds the sibling fields `specs` at `path` (`fields`, `fields[2].fields`): each
    /// identifier non-empty and unique among them.
    static func build(_ specs: [Self], registry: ValidatorRegistry, path: String) throws(FormSpecError) -> [BuiltField] {
        var seen: Set<String> = []
        var built: [BuiltField] = []
        for (index, spec) in specs.enumerated() {
            let fieldPath = "\(path)[\(index)]"
            guard !spec.isIdentifierMissing else {
                throw FormSpecError(.missingValue, path: "\(fieldPath).id", problem: "is missing")
            }
            guard !spec.id.isEmpty else {
                throw FormSpecError(.emptyIdentifier, path: "\(fieldPath).id", problem: "expected a non-empty identifier")
            }
            guard seen.insert(spec.id).inserted else {
                throw FormSpecError(.duplicateIdentifier, path: "\(fieldPath).id", problem: "the identifier '\(spec.id)' is used by an earlier field")
            }
            built.append(try spec.build(registry: registry, path: fieldPath))
        }
        return built
    }

    func build(registry: ValidatorRegistry, path: String) throws(FormSpecError) -> BuiltField {
        try checkMembersOfType(path: path)
        var layout: SectionLayout?
        if let sections {
            do throws(SectionLayoutError) {
                layout = sections.isEmpty ? nil : try SectionLayout(sections)
            } catch {
                throw FormSpecError(
                    .invalidSectionLength, path: "\(path).sections[\(error.index)]",
                    problem: "expected a section length of at least 1, got \(error.length)")
            }
        }
        var made: [any Validator] = []
        for (index, validator) in (validators ?? []).enumerated() {
            made.append(try validator.make(registry: registry, path: "\(path).validators[\(index)]"))
        }
        var members: [BuiltField] = []
        if let fields {
            guard !fields.isEmpty else {
                throw FormSpecError(.noFields, path: "\(path).fields", problem: "expected at least one field in a group")
            }
            members = try Self.build(fields, registry: registry, path: "\(path).fields")
        }
        let builtItem = try item.map { item throws(FormSpecError) in try item.build(registry: registry, path: "\(path).item") }
        let builtVariants = try buildVariants(registry: registry, path: path)
        let builtTag = builtVariants.isEmpty ? nil : try tagField.build(registry: registry, path: "\(path).tag")
        return BuiltField(
            spec: self, sections: layout, validation: ValidatorChain(made, isRequired: required ?? false), fields: members,
            item: builtItem, tag: builtTag, variants: builtVariants)
    }

    /// The field of a ``FormSpec/FieldType/union``'s ``tag``: a required choice of the
    /// variants' values, titled as the union; what a form shows to choose the variant.
    public var tagField: Self {
        var field = Self(id: tag ?? "", title: title, required: true)
        field.type = .choice
        field.titles = titles
        field.choices = (variants ?? []).map(\.value)
        return field
    }

    /// A union's variants built (none for any other type), each variant's value unique and each
    /// identifier unique among the tag and every variant's fields, so a member of the union's
    /// object names one field whichever variant is chosen.
    private func buildVariants(registry: ValidatorRegistry, path: String) throws(FormSpecError) -> [BuiltVariant] {
        guard let variants, let tag else { return [] }
        var values: Set<String> = []
        var owners: [String: String] = [tag: "the tag"]
        var built: [BuiltVariant] = []
        for (index, variant) in variants.enumerated() {
            let variantPath = "\(path).variants[\(index)]"
            guard !variant.value.isEmpty else {
                throw FormSpecError(path: "\(variantPath).value", problem: "expected a non-empty value for the tag '\(tag)'")
            }
            guard values.insert(variant.value).inserted else {
                throw FormSpecError(
                    .duplicateVariant, path: "\(variantPath).value", problem: "the value '\(variant.value)' is used by an earlier variant")
            }
            let fields = try Self.build(variant.fields ?? [], registry: registry, path: "\(variantPath).fields")
            for (fieldIndex, field) in fields.enumerated() {
                if let owner = owners[field.spec.id] {
                    throw FormSpecError(
                        .duplicateIdentifier, path: "\(variantPath).fields[\(fieldIndex)].id",
                        problem: "the identifier '\(field.spec.id)' is used by \(owner); a union's tag and variants' fields share its object")
                }
                owners[field.spec.id] = "the variant '\(variant.value)'"
            }
            built.append(BuiltVariant(spec: variant, fields: fields))
        }
        return built
    }

    /// Checks the members that belong to one type only: `choices` to a choice, `fields` to a
    /// group, `item`, `minItems` and `maxItems` to a list, and that a group or a list has no
    /// validators or sections.
    private func checkMembersOfType(path: String) throws(FormSpecError) {
        let type = valueType
        func misplaced(_ member: String, belongsTo owner: FormSpec.FieldType) -> FormSpecError {
            FormSpecError(
                .unknownMember, path: "\(path).\(member)",
                problem: "belongs to a field of type '\(owner.rawValue)', and this field's type is '\(type.rawValue)'")
        }
        if choices != nil, type != .choice { throw misplaced("choices", belongsTo: .choice) }
        if fields != nil, type != .group { throw misplaced("fields", belongsTo: .group) }
        if item != nil, type != .list { throw misplaced("item", belongsTo: .list) }
        if minItems != nil, type != .list { throw misplaced("minItems", belongsTo: .list) }
        if maxItems != nil, type != .list { throw misplaced("maxItems", belongsTo: .list) }
        if tag != nil, type != .union { throw misplaced("tag", belongsTo: .union) }
        if variants != nil, type != .union { throw misplaced("variants", belongsTo: .union) }
        switch type {
        case .choice:
            guard let choices else {
                throw FormSpecError(.missingValue, path: "\(path).choices", problem: "is missing; a choice field needs its choices")
            }
            guard !choices.isEmpty else {
                throw FormSpecError(path: "\(path).choices", problem: "expected at least one choice")
            }
            var seen: Set<String> = []
            for (index, choice) in choices.enumerated() where !seen.insert(choice).inserted {
                throw FormSpecError(path: "\(path).choices[\(index)]", problem: "the choice '\(choice)' is given twice")
            }
        case .group:
            guard fields != nil else {
                throw FormSpecError(.missingValue, path: "\(path).fields", problem: "is missing; a group needs its fields")
            }
        case .list:
            guard let item else {
                throw FormSpecError(.missingValue, path: "\(path).item", problem: "is missing; a list needs the field spec of its items")
            }
            guard item.id.isEmpty else {
                throw FormSpecError(
                    path: "\(path).item.id", problem: "a list's item has no identifier (its place in the list names it); remove '\(item.id)'")
            }
            if let minItems, minItems < 0 {
                throw FormSpecError(path: "\(path).minItems", problem: "expected 0 or more, got \(minItems)")
            }
            if let minItems, minItems > FormSpec.maximumInitialItems {
                throw FormSpecError(
                    .tooLarge, path: "\(path).minItems",
                    problem: "expected at most \(FormSpec.maximumInitialItems) items to start with, got \(minItems)")
            }
            if let maxItems, maxItems < (minItems ?? 0) {
                throw FormSpecError(path: "\(path).maxItems", problem: "expected at least \(minItems ?? 0) (minItems), got \(maxItems)")
            }
            if item.when != nil {
                throw FormSpecError(
                    .unknownMember, path: "\(path).item.when",
                    problem: "a list's item applies whenever its list does; give the condition to the list")
            }
        case .union:
            guard let tag else {
                throw FormSpecError(
                    .missingValue, path: "\(path).tag", problem: "is missing; a union needs the member that chooses its variant, such as \"method\"")
            }
            guard !tag.isEmpty else {
                throw FormSpecError(.emptyIdentifier, path: "\(path).tag", problem: "expected a non-empty member name")
            }
            guard let variants else {
                throw FormSpecError(.missingValue, path: "\(path).variants", problem: "is missing; a union needs its variants")
            }
            guard !variants.isEmpty else {
                throw FormSpecError(path: "\(path).variants", problem: "expected at least one variant")
            }
        case .text, .integer, .number, .boolean:
            break
        }
        if type == .group || type == .list || type == .union {
            if validators != nil {
                let holders = type == .group ? "fields" : type == .list ? "item" : "variants' fields"
                throw FormSpecError(
                    .unknownMember, path: "\(path).validators",
                    problem: "a \(type.rawValue) takes no validators; give them to its \(holders)")
            }
            if sections != nil {
                throw FormSpecError(.unknownMember, path: "\(path).sections", problem: "a \(type.rawValue) has no sections")
            }
        }
    }
}
extension FormSpec.ValidatorSpec {
    func make(registry: ValidatorRegistry, path: String) throws(FormSpecError) -> any Validator {
        do {
            return try registry.makeValidator(plugin, options: options ?? [:])
        } catch let error as ValidatorConfigurationError {
            let at = error.option.map { "\(path).options.\($0)" + (error.item.map { "[\($0)]" } ?? "") } ?? "\(path).plugin"
            throw FormSpecError(error.code == .unknownPlugin ? .unknownPlugin : .invalidValidator, path: at, problem: error.description)
        } catch {
            throw FormSpecError(.invalidValidator, path: path, problem: String(describing: error))
        }
    }
}
