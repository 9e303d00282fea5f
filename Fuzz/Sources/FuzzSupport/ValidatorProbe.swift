import ValidatorKit

/// Asks a validator everything it offers about a text and stops the fuzzer when the answers do
/// not hang together.
public enum ValidatorProbe {
    /// Validates `text` and asks every capability `validator` adopts about it; returns the
    /// verdict.
    @discardableResult
    public static func probe(_ validator: any Validator, with text: String) -> Validity {
        let validity = validator.validate(text)
        check(validity, for: text)
        if let provider = validator.sectionLayoutProvider {
            let layout = provider.sectionLayout(for: text)
            precondition(layout.lengths.allSatisfy { $0 > 0 }, "a section layout holds an empty section")
        }
        if let filter = validator.inputFilter {
            for character in text.prefix(64) {
                _ = filter.accepts(character)
            }
        }
        if let formatter = validator.textFormatter {
            _ = formatter.formatted(text)
        }
        if let provider = validator.detailsProvider {
            _ = provider.details(for: text)
        }
        return validity
    }

    /// Stops the fuzzer when a failure has no code, or no message in a shipped language, or
    /// points outside the text.
    public static func check(_ validity: Validity, for text: String) {
        guard let failure = validity.failure else { return }
        precondition(failure.code.namespace != nil, "a failure without a namespaced code")
        for locale in MessageLocale.shipped {
            precondition(!failure.message(in: locale).isEmpty, "failure \(failure.code) has no message in \(locale)")
        }
        if let position = failure.position {
            precondition(
                (0...text.count).contains(position),
                "failure \(failure.code) points at character \(position) of a text of \(text.count)")
        }
    }
}
