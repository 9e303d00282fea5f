/// The resource `PhoneMetadata.json` is not what `scripts/phone-metadata-resource.py` writes:
/// a member is missing or of another JSON type.
struct PhoneMetadataError: Error, CustomStringConvertible {
    /// Where, such as `territories[3].countryCode`.
    let path: String
    /// What was expected there, such as `a whole number`.
    let expected: String

    /// "member 'territories[3].countryCode' is missing or not a whole number".
    var description: String {
        "member '\(path)' is missing or not \(expected)"
    }
}
