/// A configured check: text in, ``Validity`` out.
///
/// Validators are values, pure and cheap, and may be called from any thread: judging a text
/// never changes state, so any number of texts may be judged in any order. They have no
/// associated types, so `any Validator` can be stored, composed and passed around freely.
///
/// A validator may offer optional capabilities, each a member with a default of `nil`:
/// ``inputFilter``, ``textFormatter``, ``sectionLayoutProvider``, ``detailsProvider``,
/// ``utf8Validator``, ``submissionVerifier`` and ``normalizer``; and ``schemaKeywords``, whose
/// default is empty. A validator offers one of the first by adopting its protocol
/// (``InputFilter``, ``TextFormatter``, ``SectionLayoutProvider``, ``ValidationDetailsProvider``,
/// ``UTF8Validator``, ``ValueNormalizer``): the member then answers the validator itself (a
/// ``SubmissionVerifier`` is an object of its own, such as a one-time password verifier). A
/// validator that wraps another forwards them, and its ``conclude(_:)``, without knowing their
/// types, and a ``ValidatorChain`` composes them:
///
/// ```swift
/// struct Logged: Validator {
///     let base: any Validator
///     func validate(_ text: String) -> Validity { base.validate(text) }
///     func conclude(_ text: String) -> Validity { base.conclude(text) }
///     var inputFilter: (any InputFilter)? { base.inputFilter }
///     var sectionLayoutProvider: (any SectionLayoutProvider)? { base.sectionLayoutProvider }
/// }
/// Logged(base: CardValidator()).sectionLayoutProvider?.sectionLayout(for: "37")   // 4-6-5
/// ```
public protocol Validator: Sendable {
    /// Judges `text` as it stands.
    func validate(_ text: String) -> Validity

    /// Judges `text` as finished: nobody will type into it again (a record, the end of editing,
    /// a submission). Where ``validate(_:)`` says `incomplete` because more could be typed, the
    /// failure the finished text has (a 16-digit Visa number with a wrong check digit is
    /// `card.checksum`, though Visa numbers may have 19 digits); `incomplete` only when
    /// characters really are missing. Never turns a `valid` text into anything else. The
    /// default answers ``validate(_:)``.
    func conclude(_ text: String) -> Validity

    /// The characters a field accepts at all; `nil`, the default, accepts any.
    var inputFilter: (any InputFilter)? { get }

    /// The text a field shows for what was typed; `nil`, the default, shows the sections.
    var textFormatter: (any TextFormatter)? { get }

    /// The sections a field has for what was typed; `nil`, the default, leaves them to the field.
    var sectionLayoutProvider: (any SectionLayoutProvider)? { get }

    /// Extra facts about a text (card brand, E.164 form); `nil`, the default, has none.
    var detailsProvider: (any ValidationDetailsProvider)? { get }

    /// A judge of a text's UTF-8 bytes without a `String`; `nil`, the default, has none.
    var utf8Validator: (any UTF8Validator)? { get }

    /// What verifies the text once more, when its form or record is submitted, and may remember
    /// it (a one-time password verifier); `nil`, the default, verifies nothing at submission.
    var submissionVerifier: (any SubmissionVerifier)? { get }

    /// What a valid text stands for, in the form a server stores (a phone number in E.164);
    /// `nil`, the default, stores the text as it is.
    var normalizer: (any ValueNormalizer)? { get }

    /// Judges `text` as finished (``conclude(_:)``) and, when the verdict is `valid`, gives the
    /// stored spelling of its ``normalizer`` (reading the other fields from `values`); `nil`
    /// when the verdict is not `valid` or there is no normalizer. For a caller that wants both
    /// (a record): a validator whose two answers share costly work (a phone number's parse)
    /// answers both from one pass; the default asks the two in turn.
    func concludeWithNormalizedValue(_ text: String, reading values: any FormValues) -> (validity: Validity, normalized: String?)

    /// What the validator can state about every value it accepts, as JSON Schema (draft 2020-12)
    /// keywords; empty, the default, states nothing.
    ///
    /// The keywords describe a field's value in a record: string keywords (`minLength`,
    /// `pattern`, `format`) a text field's string, numeric keywords (`minimum`, `multipleOf`) an
    /// integer or number field's number. ``FormSpec/recordSchema(registry:)`` places each where it
    /// applies. State only what holds of every text the validator finds valid (a schema may
    /// accept more than the validator, never less): JSON Schema counts lengths in code points,
    /// and its `pattern` is an ECMA-262 regular expression that may match anywhere, so anchor
    /// it. What a keyword cannot say goes in the annotation `x-validatorkit`: an array of
    /// objects, each naming its `plugin`, which chains and schemas gather.
    ///
    /// ```swift
    /// try LengthValidator(minimum: 2).schemaKeywords   // ["minLength": 2]
    /// ```
    ///
    /// A ``ValidatorChain`` states what all its validators state: see
    /// ``ValidatorChain/schemaKeywords``.
    var schemaKeywords: [String: JSONValue] { get }
}

extension Validator {
    /// ``validate(_:)``: the validator judges a finished text as it judges one being typed.
    public func conclude(_ text: String) -> Validity { validate(text) }
    /// `nil`: a valid text is stored as it is.
    public var normalizer: (any ValueNormalizer)? { nil }
    /// ``conclude(_:)``, then, for a valid text, ``normalizer``'s spelling.
    public func concludeWithNormalizedValue(_ text: String, reading values: any FormValues) -> (validity: Validity, normalized: String?) {
        let validity = conclude(text)
        guard validity.isValid, let normalizer else { return (validity, nil) }
        return (validity, normalizer.normalizedValue(of: text, reading: values))
    }
    /// `nil`: the validator accepts any character.
    public var inputFilter: (any InputFilter)? { nil }
    /// `nil`: the validator formats nothing.
    public var textFormatter: (any TextFormatter)? { nil }
    /// `nil`: the validator chooses no sections.
    public var sectionLayoutProvider: (any SectionLayoutProvider)? { nil }
    /// `nil`: the validator reports no details.
    public var detailsProvider: (any ValidationDetailsProvider)? { nil }
    /// `nil`: the validator judges strings only.
    public var utf8Validator: (any UTF8Validator)? { nil }
    /// `nil`: a submission asks nothing more of the validator.
    public var submissionVerifier: (any SubmissionVerifier)? { nil }
    /// Empty: the validator states nothing a JSON Schema can say.
    public var schemaKeywords: [String: JSONValue] { [:] }
}

extension Validator where Self: InputFilter {
    /// The validator itself, as it adopts ``InputFilter``.
    public var inputFilter: (any InputFilter)? { self }
}

extension Validator where Self: TextFormatter {
    /// The validator itself, as it adopts ``TextFormatter``.
    public var textFormatter: (any TextFormatter)? { self }
}

extension Validator where Self: SectionLayoutProvider {
    /// The validator itself, as it adopts ``SectionLayoutProvider``.
    public var sectionLayoutProvider: (any SectionLayoutProvider)? { self }
}

extension Validator where Self: ValueNormalizer {
    /// The validator itself, as it adopts ``ValueNormalizer``.
    public var normalizer: (any ValueNormalizer)? { self }

    /// ``conclude(_:)``, then, for a valid text, the validator's own spelling, asked of it
    /// directly rather than through ``normalizer`` (which puts a validator larger than three
    /// words in a box on the heap each time).
    public func concludeWithNormalizedValue(_ text: String, reading values: any FormValues) -> (validity: Validity, normalized: String?) {
        let validity = conclude(text)
        guard validity.isValid else { return (validity, nil) }
        return (validity, normalizedValue(of: text, reading: values))
    }
}

extension Validator where Self: ValidationDetailsProvider {
    /// The validator itself, as it adopts ``ValidationDetailsProvider``.
    public var detailsProvider: (any ValidationDetailsProvider)? { self }
}

extension UTF8Validator {
    /// The validator itself, as it adopts ``UTF8Validator``.
    public var utf8Validator: (any UTF8Validator)? { self }
}
