/// Input a ``Field`` did not take, and why.
public struct InputRefusal: Sendable, Hashable, CustomStringConvertible {
    /// Why characters were refused.
    public enum Reason: Sendable, Hashable {
        /// The field's ``InputFilter`` rejects them, or they are control characters.
        case notAccepted
        /// The field's sections are full.
        case overCapacity
    }

    /// Why the characters were refused.
    public let reason: Reason
    /// How many characters were refused.
    public let count: Int

    /// Creates a refusal of `count` characters for `reason`.
    public init(reason: Reason, count: Int) {
        self.reason = reason
        self.count = count
    }

    /// A message for people, such as `"2 characters do not fit"`.
    public var description: String {
        let characters = count == 1 ? "1 character" : "\(count) characters"
        switch reason {
        case .notAccepted: return count == 1 ? "\(characters) is not accepted here" : "\(characters) are not accepted here"
        case .overCapacity: return count == 1 ? "\(characters) does not fit" : "\(characters) do not fit"
        }
    }
}
