/// The validators of one field, composed: the first `invalid` wins, else `incomplete` if any,
/// else `valid`.
///
/// An empty text is `valid` without asking the validators unless the chain is required; a
/// required chain answers `incomplete` for an empty text (the field turns that into
/// `required.missing` at the end of editing). A chain holding a ``RequiredValidator`` is required.
public struct ValidatorChain: Validator {
    /// The validators, in the order they are asked.
    public let validators: [any Validator]
    /// Whether an empty text is unacceptable.
    public let isRequired: Bool

    /// Creates a chain of `validators`.
    public init(_ validators: [any Validator], isRequired: Bool = false) {
        self.validators = validators
        self.isRequired = isRequired || validators.contains { $0 is RequiredValidator }
    }

    /// Composes the verdicts of the validators on `text`.
    public func validate(_ text: String) -> Validity {
        if text.isEmpty {
            return isRequired ? .incomplete : .valid
        }
        var sawIncomplete = false
        for validator in validators {
            switch validator.validate(text) {
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
