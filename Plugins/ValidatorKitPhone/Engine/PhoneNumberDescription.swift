/// The numbers of one type in one territory: a pattern of their national significant numbers,
/// their possible lengths and an example.
struct PhoneNumberDescription: Sendable, Decodable {
    /// The national significant numbers of the type.
    let pattern: PhonePattern?
    /// The possible lengths, ascending; `[-1]` when the territory has no number of the type.
    let lengths: [Int]
    /// The lengths of numbers dialled only within an area (without their area code).
    let localLengths: [Int]
    /// An example national significant number.
    let example: String?

    private enum CodingKeys: String, CodingKey {
        case pattern, lengths, localLengths, example
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        pattern = try container.decodeIfPresent(PhonePattern.self, forKey: .pattern)
        lengths = try container.decodeIfPresent([Int].self, forKey: .lengths) ?? []
        localLengths = try container.decodeIfPresent([Int].self, forKey: .localLengths) ?? []
        example = try container.decodeIfPresent(String.self, forKey: .example)
    }

    /// Whether `nationalNumber` is of a possible length and matches the pattern
    /// (libphonenumber's `isNumberMatchingDesc`).
    func matches(_ nationalNumber: String) -> Bool {
        if !lengths.isEmpty, !lengths.contains(nationalNumber.utf8.count) { return false }
        return pattern?.matchesWhole(nationalNumber) ?? false
    }
}
