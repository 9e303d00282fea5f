extension Validity {
    /// The full verdict for a field whose typing is over: `incomplete` becomes
    /// `required.missing` for an empty text and `input.incomplete` otherwise, and every
    /// `required.missing` names the field by `title`, worked out only then (a record's field
    /// looks its title up in the language of the messages); other verdicts stay.
    ///
    /// What a ``Field`` shows at the end of editing, and what a ``RecordValidator`` reports for
    /// a submitted record.
    func concluded(isEmpty: Bool, title: @autoclosure () -> String) -> Validity {
        switch self {
        case .valid:
            return self
        case .invalid(let failure):
            return failure.code == .requiredMissing ? .invalid(.requiredMissing(fieldName: title())) : self
        case .incomplete:
            let title = title()
            if isEmpty {
                return .invalid(.requiredMissing(fieldName: title))
            }
            return .invalid(ValidationFailure(
                code: .inputIncomplete, arguments: ["field": .string(title)], variant: title.isEmpty ? "unnamed" : nil,
                isFixableByTyping: true))
        }
    }
}
