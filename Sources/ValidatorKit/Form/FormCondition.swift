/// When a part of a form applies: while the field it names (its own group's or list item's
/// first, then the form's, as a dependent validator names one) has an answer that passes its test.
struct FormCondition: Sendable {
    /// What the answer must be.
    enum Test: Sendable, Hashable {
        /// Equal to this value.
        case equals(JSONValue)
        /// Equal to one of these values.
        case isIn([JSONValue])
        /// Given (`true`) or absent (`false`).
        case filled(Bool)
    }

    /// The identifier of the field whose answer decides.
    let field: String
    /// What its answer must be.
    let test: Test

    /// Whether `answer` (`nil` for a field that is empty or does not apply) passes the test.
    func holds(for answer: JSONValue?) -> Bool {
        switch test {
        case .equals(let value): answer == value
        case .isIn(let values): answer.map(values.contains) ?? false
        case .filled(let filled): (answer != nil) == filled
        }
    }
}
