import ValidatorKit

/// The failures of ``PhoneValidator``, with their stable codes.
extension ValidationFailure {
    /// `phone.character`: a letter, symbol, control character or emoji at `position`.
    static func phoneCharacter(at position: Int) -> Self {
        Self(code: .phoneCharacter, arguments: ["position": .integer(position + 1)], position: position)
    }

    /// `phone.character`: a plus sign at `position`, after the number has started.
    static func phoneMisplacedPlusSign(at position: Int) -> Self {
        Self(
            code: .phoneCharacter, arguments: ["position": .integer(position + 1)], variant: "plus_sign",
            position: position)
    }

    /// `phone.country`: the country calling code is unknown.
    static let phoneCountry = Self(code: .phoneCountry)

    /// `phone.too_long`: more digits than any number of the country has, or a text longer than
    /// libphonenumber reads.
    static let phoneTooLong = Self(code: .phoneTooLong)

    /// `phone.invalid`: a number no further digit can make valid.
    static let phoneInvalid = Self(code: .phoneInvalid)

    /// `phone.type`: a valid number of `type`, which is not among `allowed`.
    static func phoneType(_ type: PhoneNumberType, allowed: [PhoneNumberType]) -> Self {
        let expected = allowed.map(\.rawValue).joined(separator: ", ")
        return Self(code: .phoneType, arguments: ["type": .string(type.rawValue), "allowed": .string(expected)])
    }

    /// `phone.failure`: libphonenumber failed (it threw, most likely out of memory).
    static let phoneLibraryFailure = Self(code: .phoneFailure)
}
