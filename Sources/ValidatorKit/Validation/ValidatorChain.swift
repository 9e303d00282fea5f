/// The validators of one field, composed: the first `invalid` wins, else `incomplete` if any,
/// else `valid`.
///
/// An empty text is `valid` without asking the validators unless the chain is required; a
/// required chain answers `incomplete` for an empty text (the field turns that into
/// `required.missing` at the end of editing). A chain holding the `required` plugin's validator
/// is required.
/// A ``DependentValidator`` that judges empty texts is asked about an empty text too.
///
/// ``conclude(_:reading:)`` judges a finished text with each validator's
/// ``Validator/conclude(_:)``.
///
/// The chain offers its validators' capabilities: the first validator offering an input filter,
/// a formatter, a section layout or a normalizer gives the chain's, the details of all are
/// merged, and their verifiers at submission are asked in turn. A UTF-8 judge (``Validator/utf8Validator``)
/// belongs to one validator, so the chain offers none.
public struct ValidatorChain: Validator {
    /// The validators, in the order they are asked.
    public let validators: [any Validator]
    /// Whether an empty text is unacceptable.
    package let isRequired: Bool
    /// The identifiers of the other fields the chain's dependent validators read, in order of
    /// first mention.
    package let dependencies: [String]
    /// For each of ``dependencies``, the one dependent validator that reads it, whose
    /// ``DependentValidator/dependencyKey(ofField:text:)`` is the chain's; `nil` when several
    /// do, or when the chain's sections come from another validator (which may read it too).
    private let soleReaders: [(any DependentValidator)?]
    /// The validators that are dependent validators, sorted out once so a keystroke casts
    /// nothing.
    private let dependents: [any DependentValidator]
    /// For each of ``validators``, its position in ``dependents`` when it is a dependent
    /// validator, `nil` when it is plain: every validator is asked where it lies, without a
    /// copy of it.
    private let dependentPositions: [Int?]
    /// The positions of the dependent validators that judge an empty text.
    private let emptyTextPositions: [Int]
    /// The validators' details, read once so that asking for details reads no capability.
    private let detailsProviders: [any ValidationDetailsProvider]
    /// The validators' verifiers at submission, in chain order.
    private let submissionVerifiers: [any SubmissionVerifier]
    /// The normalizer of the first validator offering one, read once as a record asks for it
    /// on every field.
    private let firstNormalizer: (any ValueNormalizer)?
    /// The position of the validator offering ``firstNormalizer``, which a record asks for its
    /// verdict and its normalized value at once.
    private let normalizerPosition: Int?

    /// The chain's asynchronous check: its first validator that is an ``AsyncValidator``, as a
    /// field and a record ask it.
    var asyncValidator: (any AsyncValidator)? {
        validators.lazy.compactMap { $0 as? any AsyncValidator }.first
    }

    /// Creates a chain of `validators`.
    public init(_ validators: [any Validator], isRequired: Bool = false) {
        self.validators = validators
        self.isRequired = isRequired || validators.contains { $0 is RequiredValidator }
        var dependencies: [String] = []
        var readers: [[(position: Int, validator: any DependentValidator)]] = []
        var dependents: [any DependentValidator] = []
        var dependentPositions: [Int?] = []
        var emptyTextPositions: [Int] = []
        for (position, validator) in validators.enumerated() {
            guard let dependent = validator as? any DependentValidator else {
                dependentPositions.append(nil)
                continue
            }
            dependentPositions.append(dependents.count)
            dependents.append(dependent)
            for identifier in dependent.dependencies {
                if let index = dependencies.firstIndex(of: identifier) {
                    readers[index].append((position, dependent))
                } else {
                    dependencies.append(identifier)
                    readers.append([(position, dependent)])
                }
            }
            if dependent.judgesEmptyText {
                emptyTextPositions.append(position)
            }
        }
        self.dependencies = dependencies
        let layoutPosition = validators.firstIndex { $0.sectionLayoutProvider != nil }
        soleReaders = readers.map { readers in
            guard readers.count == 1, layoutPosition.map({ $0 == readers[0].position }) ?? true else { return nil }
            return readers[0].validator
        }
        self.dependents = dependents
        self.dependentPositions = dependentPositions
        self.emptyTextPositions = emptyTextPositions
        detailsProviders = validators.compactMap(\.detailsProvider)
        submissionVerifiers = validators.compactMap(\.submissionVerifier)
        normalizerPosition = validators.firstIndex { $0.normalizer != nil }
        firstNormalizer = normalizerPosition.flatMap { validators[$0].normalizer }
    }

    /// What the chain's verdict and sections read of `text`, the text of the field
    /// `dependencies[position]`, as a number (``DependentValidator/dependencyKey(ofField:text:)``):
    /// the answer of the one validator reading that field; `nil`, the whole text, when several do.
    func dependencyKey(at position: Int, text: String) -> Int? {
        soleReaders[position]?.dependencyKey(ofField: dependencies[position], text: text)
    }

    /// Composes the verdicts of the validators on `text`, as if the field stood alone.
    public func validate(_ text: String) -> Validity {
        validate(text, reading: NoFormValues())
    }

    /// Composes the verdicts of the validators on `text`; dependent validators read the other
    /// fields from `values`.
    public func validate(_ text: String, reading values: any FormValues) -> Validity {
        if text.isEmpty {
            if isRequired { return .incomplete }
            return compose(emptyTextPositions, on: text, reading: values).validity
        }
        return compose(validators.indices, on: text, reading: values).validity
    }

    /// Composes the verdicts of the validators on `text` as finished, as if the field stood
    /// alone; see ``conclude(_:reading:)``.
    public func conclude(_ text: String) -> Validity {
        conclude(text, reading: NoFormValues())
    }

    /// Composes the verdicts of the validators on `text` as finished (a record, the end of
    /// editing, a submission): each plain validator's ``Validator/conclude(_:)``, so a 16-digit
    /// Visa number with a wrong check digit is `card.checksum` rather than `incomplete`; and each
    /// dependent validator's ``DependentValidator/conclude(_:reading:)``, reading the other fields
    /// from `values`. An empty text is judged as in ``validate(_:reading:)``.
    public func conclude(_ text: String, reading values: any FormValues) -> Validity {
        if text.isEmpty {
            return validate(text, reading: values)
        }
        return compose(validators.indices, on: text, reading: values, concluding: true).validity
    }

    /// ``conclude(_:reading:)`` and, when the verdict is `valid`, the stored spelling of
    /// ``normalizer``: the validator offering it answers both at once
    /// (``Validator/concludeWithNormalizedValue(_:reading:)``), so a phone number is parsed once.
    public func concludeWithNormalizedValue(_ text: String, reading values: any FormValues) -> (validity: Validity, normalized: String?) {
        guard !text.isEmpty, let normalizerPosition else { return (conclude(text, reading: values), nil) }
        return compose(validators.indices, on: text, reading: values, concluding: true, normalizingAt: normalizerPosition)
    }

    /// The verdicts of the validators at `positions` (in ``validators``) on `text` composed (as
    /// typed, or `concluding`), and the normalized value the validator at `normalizingAt` gives
    /// when the composed verdict is `valid`.
    private func compose(
        _ positions: some Sequence<Int>, on text: String, reading values: any FormValues, concluding: Bool = false,
        normalizingAt normalizerPosition: Int? = nil
    ) -> (validity: Validity, normalized: String?) {
        var sawIncomplete = false
        var normalized: String?
        for position in positions {
            let verdict: Validity
            if position == normalizerPosition {
                (verdict, normalized) = validators[position].concludeWithNormalizedValue(text, reading: values)
            } else if let dependentPosition = dependentPositions[position] {
                verdict =
                    concluding
                    ? dependents[dependentPosition].conclude(text, reading: values)
                    : dependents[dependentPosition].validate(text, reading: values)
            } else {
                verdict = concluding ? validators[position].conclude(text) : validators[position].validate(text)
            }
            switch verdict {
            case .valid: continue
            case .incomplete: sawIncomplete = true
            case .invalid(let failure): return (.invalid(failure), nil)
            }
        }
        return sawIncomplete ? (.incomplete, nil) : (.valid, normalized)
    }
}

extension ValidatorChain {
    /// The input filter of the first validator offering one.
    public var inputFilter: (any InputFilter)? {
        validators.lazy.compactMap(\.inputFilter).first
    }

    /// The formatter of the first validator offering one.
    public var textFormatter: (any TextFormatter)? {
        validators.lazy.compactMap(\.textFormatter).first
    }

    /// The section layout of the first validator offering one.
    public var sectionLayoutProvider: (any SectionLayoutProvider)? {
        validators.lazy.compactMap(\.sectionLayoutProvider).first
    }

    /// The normalizer of the first validator offering one: a phone field's E.164 form, even
    /// when a length validator comes first.
    public var normalizer: (any ValueNormalizer)? {
        firstNormalizer
    }

    /// The chain itself, merging the details of its validators, when any of them offers
    /// details; else `nil`.
    public var detailsProvider: (any ValidationDetailsProvider)? {
        detailsProviders.isEmpty ? nil : self
    }

    /// The verifiers at submission of all the validators, asked in chain order until one does
    /// not answer `valid`; `nil` when no validator offers one.
    public var submissionVerifier: (any SubmissionVerifier)? {
        switch submissionVerifiers.count {
        case 0: nil
        case 1: submissionVerifiers[0]
        default: SubmissionVerifierSequence(verifiers: submissionVerifiers)
        }
    }
}

/// Several verifiers at submission asked in turn: the first answer that is not `valid` is the
/// answer, and the verifiers after it are not asked.
private struct SubmissionVerifierSequence: SubmissionVerifier {
    let verifiers: [any SubmissionVerifier]

    func verify(_ text: String) -> Validity {
        for verifier in verifiers {
            let verdict = verifier.verify(text)
            guard verdict.isValid else { return verdict }
        }
        return .valid
    }
}

extension ValidatorChain: ValidationDetailsProvider {
    /// The details of every validator that provides some, merged in chain order (the first
    /// validator to report a name wins).
    public func details(for text: String) -> ValidationDetails {
        var merged: ValidationDetails = [:]
        for provider in detailsProviders {
            merged.merge(provider.details(for: text)) { first, _ in first }
        }
        return merged
    }

    /// The details a secure field shows: those of the validators whose details tell nothing of
    /// the text (``ValidationDetailsProvider/isSafeForSecureText``, a password's strength),
    /// merged in chain order; empty when there are none.
    public func secureDetails(for text: String) -> ValidationDetails {
        var merged: ValidationDetails = [:]
        for provider in detailsProviders where provider.isSafeForSecureText {
            merged.merge(provider.details(for: text)) { first, _ in first }
        }
        return merged
    }
}
