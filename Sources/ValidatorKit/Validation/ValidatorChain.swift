/// The validators of one field, composed: the first `invalid` wins, else `incomplete` if any,
/// else `valid`.
///
/// An empty text is `valid` without asking the validators unless the chain is required; a
/// required chain answers `incomplete` for an empty text (the field turns that into
/// `required.missing` at the end of editing). A chain holding a ``RequiredValidator`` is required.
/// A ``DependentValidator`` that judges empty texts is asked about an empty text too.
public struct ValidatorChain: Validator {
    /// The validators, in the order they are asked.
    public let validators: [any Validator]
    /// Whether an empty text is unacceptable.
    public let isRequired: Bool
    /// The identifiers of the other fields the chain's dependent validators read, in order of
    /// first mention.
    public let dependencies: [String]
    /// The validators, each sorted once into plain or dependent so a keystroke casts nothing.
    private let steps: [Step]
    /// The dependent validators that judge an empty text.
    private let emptyTextSteps: [Step]

    private enum Step {
        case plain(any Validator)
        case dependent(any DependentValidator)
    }

    /// Creates a chain of `validators`.
    public init(_ validators: [any Validator], isRequired: Bool = false) {
        self.validators = validators
        self.isRequired = isRequired || validators.contains { $0 is RequiredValidator }
        var dependencies: [String] = []
        var steps: [Step] = []
        var emptyTextSteps: [Step] = []
        for validator in validators {
            guard let dependent = validator as? any DependentValidator else {
                steps.append(.plain(validator))
                continue
            }
            steps.append(.dependent(dependent))
            for identifier in dependent.dependencies where !dependencies.contains(identifier) {
                dependencies.append(identifier)
            }
            if dependent.judgesEmptyText {
                emptyTextSteps.append(.dependent(dependent))
            }
        }
        self.dependencies = dependencies
        self.steps = steps
        self.emptyTextSteps = emptyTextSteps
    }

    /// Whether any of the validators remembers the texts it judged.
    public var remembersEarlierTexts: Bool {
        validators.contains { $0.remembersEarlierTexts }
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
            return compose(emptyTextSteps, on: text, reading: values)
        }
        return compose(steps, on: text, reading: values)
    }

    private func compose(_ steps: [Step], on text: String, reading values: any FormValues) -> Validity {
        var sawIncomplete = false
        for step in steps {
            let verdict =
                switch step {
                case .plain(let validator): validator.validate(text)
                case .dependent(let validator): validator.validate(text, reading: values)
                }
            switch verdict {
            case .valid: continue
            case .incomplete: sawIncomplete = true
            case .invalid(let failure): return .invalid(failure)
            }
        }
        return sawIncomplete ? .incomplete : .valid
    }

    /// The first validator that offers the capability `Capability`, if any.
    public func first<Capability>(offering capability: Capability.Type) -> Capability? {
        for validator in validators {
            if let offered = validator as? Capability { return offered }
        }
        return nil
    }
}

extension ValidatorChain: ValidationDetailsProvider {
    /// The details of every validator that provides some, merged in chain order.
    public func details(for text: String) -> ValidationDetails {
        var merged: ValidationDetails = [:]
        for case let provider as any ValidationDetailsProvider in validators {
            merged.merge(provider.details(for: text)) { first, _ in first }
        }
        return merged
    }
}
