/// A validator whose verdict also depends on other fields of its form: a confirmation that must
/// equal a password, a security code whose length follows the card number's brand.
///
/// A ``Form`` judges such a field again whenever one of its ``dependencies`` changes (or only
/// what the validator reads of it: ``dependencyKey(ofField:text:)``), so a "does not match"
/// clears as soon as both fields agree, whichever was edited last. A
/// ``FormSpec`` checks that every dependency names a field of the form, and its
/// ``RecordValidator`` reads the other fields from the submitted record.
///
/// ```swift
/// let confirmation = EqualsFieldValidator(otherField: "password")
/// confirmation.validate("secret", reading: values)   // .valid when the password is "secret"
/// ```
public protocol DependentValidator: Validator {
    /// The identifiers of the fields the verdict reads.
    var dependencies: [String] { get }

    /// Whether an empty text is judged too; by default an empty text passes unless the field is
    /// required, and a validator that makes a field required on a condition answers `true`.
    var judgesEmptyText: Bool { get }

    /// Judges `text`, reading the other fields from `values`.
    func validate(_ text: String, reading values: any FormValues) -> Validity
    /// Judges `text` as finished (see ``Validator/conclude(_:)``), reading the other fields from
    /// `values`; the default answers ``validate(_:reading:)``.
    func conclude(_ text: String, reading values: any FormValues) -> Validity
    /// What the verdict and the sections read of `text`, the text of the field `identifier`, as
    /// a number: two texts with the same answer get the same verdict and sections (a security
    /// code reads only the card number's brand, which its leading digits decide). A ``Form``
    /// judges the field again after a change of that field only when the answer changes; `nil`,
    /// the default, means the whole text is read, and every change judges again.
    func dependencyKey(ofField identifier: String, text: String) -> Int?
}

extension DependentValidator {
    /// `false`: an empty text passes unless the field is required.
    public var judgesEmptyText: Bool { false }

    /// `nil`: the verdict reads the whole text of every field it depends on.
    public func dependencyKey(ofField identifier: String, text: String) -> Int? { nil }

    /// Judges `text` as if every other field were missing.
    public func validate(_ text: String) -> Validity {
        validate(text, reading: NoFormValues())
    }
    /// ``validate(_:reading:)``: the validator judges a finished text as it judges one being typed.
    public func conclude(_ text: String, reading values: any FormValues) -> Validity {
        validate(text, reading: values)
    }
    /// Judges `text` as finished as if every other field were missing.
    public func conclude(_ text: String) -> Validity {
        conclude(text, reading: NoFormValues())
    }
    /// ``conclude(_:reading:)``, then, for a valid text, ``Validator/normalizer``'s spelling.
    public func concludeWithNormalizedValue(_ text: String, reading values: any FormValues) -> (validity: Validity, normalized: String?) {
        let validity = conclude(text, reading: values)
        guard validity.isValid, let normalizer else { return (validity, nil) }
        return (validity, normalizer.normalizedValue(of: text, reading: values))
    }
}

extension DependentValidator where Self: ValueNormalizer {
    /// ``conclude(_:reading:)``, then, for a valid text, the validator's own spelling, asked of
    /// it directly rather than through ``Validator/normalizer`` (which puts a validator larger
    /// than three words in a box on the heap each time).
    public func concludeWithNormalizedValue(_ text: String, reading values: any FormValues) -> (validity: Validity, normalized: String?) {
        let validity = conclude(text, reading: values)
        guard validity.isValid else { return (validity, nil) }
        return (validity, normalizedValue(of: text, reading: values))
    }
}
