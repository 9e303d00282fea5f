/// The verdict on one submitted record: every field's, in the order of the form.
public struct RecordVerdict: Sendable, Hashable {
    /// The verdict on one field of a record.
    public struct FieldVerdict: Sendable, Hashable {
        /// The field's identifier, the record's key.
        public let field: String
        /// Where the field's value is in the record, as a JSON path such as `$.cvc`.
        public let path: String
        /// The full verdict: `valid` or `invalid`, never `incomplete` (a record is submitted).
        public let validity: Validity
    }

    /// Every field's verdict, in the order of the form.
    public let fields: [FieldVerdict]

    /// Whether every field is valid.
    public var isValid: Bool {
        fields.allSatisfy(\.validity.isValid)
    }

    /// The verdicts of the fields that are not valid, in the order of the form.
    public var failures: [FieldVerdict] {
        fields.filter { !$0.validity.isValid }
    }
}
