extension Validity {
    /// The full verdict for a field whose typing is over: `incomplete` becomes
    /// `required.missing` for an empty text and `input.incomplete` otherwise, both naming the
    /// field by `title`; other verdicts stay.
    ///
    /// What a ``Field`` shows at the end of editing, and what a ``RecordValidator`` reports for
    /// a submitted record.
    public func concluded(isEmpty: Bool, title: String) -> Validity {
        guard case .incomplete = self else { return self }
        let name = title.isEmpty ? "This field" : title
        if isEmpty {
            return .invalid(ValidationFailure(
                code: "required.missing", message: "\(name) is required", isFixableByTyping: true))
        }
        return .invalid(ValidationFailure(
            code: "input.incomplete", message: "\(name) is incomplete", isFixableByTyping: true))
    }
}
