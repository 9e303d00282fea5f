/// Whether a national significant number has a length its territory's numbers have
/// (libphonenumber's `ValidationResult`).
enum PhoneNumberLengthCheck: Sendable, Hashable {
    /// A possible length.
    case possible
    /// A length of numbers dialled within an area only, without the area code.
    case possibleLocalOnly
    /// Shorter than every possible length.
    case tooShort
    /// Between possible lengths.
    case invalidLength
    /// Longer than every possible length.
    case tooLong

    /// The check of `nationalNumber` against the possible lengths of `territory`'s numbers
    /// (libphonenumber's `testNumberLength` for the type "unknown": the general description).
    init(_ nationalNumber: String, in territory: PhoneTerritory) {
        // The lists are read where the shared metadata holds them, not copied out of it.
        self.init(
            length: nationalNumber.utf8.count, lengths: territory.generalDescription.lengths,
            localLengths: territory.generalDescription.localLengths)
    }

    /// The check of a length against `lengths`, ascending, and `localLengths`.
    private init(length: Int, lengths: borrowing [Int], localLengths: borrowing [Int]) {
        if localLengths.contains(length) {
            self = .possibleLocalOnly
            return
        }
        guard let shortest = lengths.first, let longest = lengths.last else {
            self = .possible
            return
        }
        if length == shortest {
            self = .possible
        } else if length < shortest {
            self = .tooShort
        } else if length > longest {
            self = .tooLong
        } else {
            self = lengths.contains(length) ? .possible : .invalidLength
        }
    }
}
