extension ValidationFailure.Code {
    /// The text differs from the field it must repeat (a password confirmation).
    public static let matchesMismatch = Self("matches.mismatch")
    /// None of a group of fields, of which at least one is needed, is filled in.
    public static let oneOfMissing = Self("one_of.missing")
}

extension ValidationFailure.Code {
    /// A submitted record holds something other than a string for a field.
    public static let inputType = Self("input.type")
}
