#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// A form described as JSON: its fields, their titles, sections, secure flag and validators.
///
/// `validator-demo schema` prints the JSON Schema of the document; a member it does not name
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
/// place of the catalog's (see ``MessageOverrides``).
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
            case secure, required, validators, messages
        }

        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            id = try container.decodeIfPresent(String.self, forKey: .id) ?? ""
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
        }

        /// The title in `locale`: its entry in ``titles``, else ``title``, else the identifier.
        public func title(in locale: MessageLocale) -> String {
            titles?[locale.language] ?? title ?? id
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
    public static func decode(_ json: some Collection<UInt8>) throws(FormSpecError) -> FormSpec {
        do {
            let bytes = Data(json)
            // A misspelt member is named before anything else, since it is often why another
            // member seems missing.
            // A document that is not JSON is left to the decoding that follows, which says so.
            if let document = try? JSONDecoder().decode(JSONValue.self, from: bytes),
                let unknown = unknownMemberError(in: document)
            {
                throw unknown
            }
            return try JSONDecoder().decode(FormSpec.self, from: bytes)
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
    /// the form, for a server that receives what the form submitted.
    public func makeRecordValidator(registry: ValidatorRegistry) throws(FormSpecError) -> RecordValidator {
        RecordValidator(fields: try makeFields(registry: registry))
    }

    /// What both a form and a record validator are made of: every field checked and its
    /// validators built, with every dependency on another field resolved.
    func makeFields(registry: ValidatorRegistry) throws(FormSpecError) -> [BuiltField] {
        guard !fields.isEmpty else {
            throw FormSpecError(.noFields, path: "fields", problem: "expected at least one field")
        }
        var seen: Set<String> = []
        var built: [BuiltField] = []
        for (index, spec) in fields.enumerated() {
            let path = "fields[\(index)]"
            guard !spec.id.isEmpty else {
                throw FormSpecError(.emptyIdentifier, path: "\(path).id", problem: "expected a non-empty identifier")
            }
            guard seen.insert(spec.id).inserted else {
                throw FormSpecError(.duplicateIdentifier, path: "\(path).id", problem: "the identifier '\(spec.id)' is used by an earlier field")
            }
            built.append(try spec.build(registry: registry, path: path))
        }
        let identifiers = fields.map(\.id)
        for (index, field) in built.enumerated() {
            for (validatorIndex, validator) in field.validation.validators.enumerated() {
                guard let dependent = validator as? any DependentValidator else { continue }
                for dependency in dependent.dependencies where dependency == field.spec.id || !identifiers.contains(dependency) {
                    let problem =
                        dependency == field.spec.id
                        ? "a field cannot depend on itself ('\(dependency)')"
                        : "no field has the identifier '\(dependency)'; fields: \(identifiers.joined(separator: ", "))"
                    throw FormSpecError(path: "fields[\(index)].validators[\(validatorIndex)].options", problem: problem)
                }
            }
        }
        return built
    }
}

/// One field of a spec with its validators built: what a ``Form``'s field and a
/// ``RecordValidator``'s field are made of.
struct BuiltField: Sendable {
    let spec: FormSpec.FieldSpec
    let sections: SectionLayout?
    let validation: ValidatorChain

    /// The title; the identifier when the spec gives none.
    var title: String { spec.title ?? spec.id }
}

extension FormSpec.FieldSpec {
    func build(registry: ValidatorRegistry, path: String) throws(FormSpecError) -> BuiltField {
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
        return BuiltField(spec: self, sections: layout, validation: ValidatorChain(made, isRequired: required ?? false))
    }
}
extension FormSpec.ValidatorSpec {
    func make(registry: ValidatorRegistry, path: String) throws(FormSpecError) -> any Validator {
        do {
            return try registry.makeValidator(plugin, options: options ?? [:])
        } catch let error as ValidatorConfigurationError {
            let at = error.option.map { "\(path).options.\($0)" } ?? "\(path).plugin"
            throw FormSpecError(error.code == .unknownPlugin ? .unknownPlugin : .invalidValidator, path: at, problem: error.description)
        } catch {
            throw FormSpecError(.invalidValidator, path: path, problem: String(describing: error))
        }
    }
}
