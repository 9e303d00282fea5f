extension ProblemDetails {
    /// One failure of an invalid record, as the `errors` of a `422` answer list it.
    public struct Failure: Sendable, Hashable, Codable {
        /// Where the failing value is, as an RFC 6901 JSON pointer such as `/phones/1`.
        public let pointer: String
        /// Where the failing value is, as a JSONPath such as `$.phones[1]`.
        public let path: String
        /// The stable failure code, such as `length.too_short`.
        public let code: String
        /// The human message, such as `Must be at least 3 characters`; never a secure value.
        public let detail: String

        /// Creates a failure entry.
        public init(pointer: String, path: String, code: String, detail: String) {
            self.pointer = pointer
            self.path = path
            self.code = code
            self.detail = detail
        }
    }
}
