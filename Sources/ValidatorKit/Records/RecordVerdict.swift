/// The verdict on one submitted record: every failure, each where it is, and when there is none,
/// the record as a server stores it.
public struct RecordVerdict: Sendable, Hashable {
    /// One failure of a record: where it is and what is wrong.
    public struct Failure: Sendable, Hashable {
        /// Where the failing value is, as a JSONPath such as `$.phones[1]` or `$["odd key"]`.
        public let path: String
        /// Where the failing value is, as an RFC 6901 JSON pointer such as `/phones/1`.
        public let pointer: String
        /// What is wrong.
        public let failure: ValidationFailure
    }

    /// Every failure, in the order of the spec's fields.
    public let failures: [Failure]
    /// The record with every field normalized and typed, each member in its field's slot, which
    /// a batch writes as it is; `nil` when the record is not valid.
    package let record: RecordObject?

    /// The record with every field normalized and typed (``ValueNormalizer``); `nil` when the
    /// record is not valid.
    public var value: JSONValue? {
        record.map { .object($0.dictionary) }
    }

    /// Whether the record has no failure.
    public var isValid: Bool {
        failures.isEmpty
    }
}
