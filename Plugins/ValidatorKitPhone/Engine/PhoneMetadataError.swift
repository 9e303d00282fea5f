/// The resource `PhoneMetadata.json` is not what `scripts/phone-metadata-resource.py` writes:
/// a member is missing or of another JSON type.
struct PhoneMetadataError: Error, CustomStringConvertible {
    /// Where, outermost first, such as `["territories[3]", "countryCode"]`; built as the error
    /// leaves each enclosing object, so reading a correct resource writes no path.
    private(set) var path: [String]
    /// What was expected there, such as `a whole number`.
    let expected: String

    /// The member at `path` is not `expected`.
    init(path: [String] = [], expected: String) {
        self.path = path
        self.expected = expected
    }

    /// The same error, found inside `member` (`"territories[3]"`).
    func inside(_ member: String) -> Self {
        var error = self
        error.path.insert(member, at: 0)
        return error
    }

    /// "member 'territories[3].countryCode' is missing or not a whole number", or about the
    /// text as a whole "the resource's text is not complete (it ends early)".
    var description: String {
        path.isEmpty
            ? "the resource's text is not \(expected)"
            : "member '\(path.joined(separator: "."))' is missing or not \(expected)"
    }
}
