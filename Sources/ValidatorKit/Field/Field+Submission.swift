extension Field {
    /// Asks the validators' ``Validator/submissionVerifier`` about the text, as part of a
    /// submission of the field's form, and shows a refusal as the field's verdict until the next
    /// edit (the delegate hears ``FieldDelegate/validityChanged(_:)``).
    ///
    /// - Returns: Whether the verifier accepted the text; `true` when there is none, or the
    ///   text is empty (an optional field left empty submits nothing to verify).
    func verifyAtSubmission() -> Bool {
        guard !text.isEmpty, let verifier = validation.submissionVerifier else { return true }
        let verdict = verifier.verify(text)
        guard !verdict.isValid else { return true }
        state.refusalAtSubmission = verdict
        delegate?.validityChanged(self)
        return false
    }
}
