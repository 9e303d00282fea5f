public import ValidatorKit
import ValidatorKitChecksums

/// Checks an IBAN: country code, the country's length and the ISO 7064 MOD 97-10 check digits,
/// computed by `ISO7064Mod97_10` of `ValidatorKitChecksums`.
///
/// Spaces are tolerated and lower-case letters read as upper case. A valid prefix shorter than
/// its country's length is `incomplete`; failures are `iban.character`, `iban.country`,
/// `iban.length` and `iban.checksum`. By adopting `InputFilter`, `SectionLayoutProvider` and
/// `ValidationDetailsProvider` it offers a field the capabilities `inputFilter` (letters, digits),
/// `sectionLayoutProvider` (groups of four) and `detailsProvider`, which a chain or any wrapper
/// forwards.
///
/// ```swift
/// IBANValidator().validate("GB82 WEST 1234 5698 7654 32")   // .valid
/// IBANValidator().validate("GB82 WEST")                     // .incomplete
/// ```
public struct IBANValidator: Validator, InputFilter, SectionLayoutProvider, ValidationDetailsProvider {
    /// Creates the validator.
    public init() {}

    /// The verdict on `text`.
    public func validate(_ text: String) -> Validity {
        var compact: [UInt8] = []
        compact.reserveCapacity(IBANCountries.longest)
        for (position, character) in text.enumerated() where character != " " {
            guard let byte = character.asciiValue, character.isLetter || character.isNumber else {
                return .invalid(ValidationFailure(code: .ibanCharacter, position: position))
            }
            compact.append(character.isLowercase ? byte - 32 : byte)
            if var failure = prefixFailure(compact) {
                failure.position = position
                return .invalid(failure)
            }
            if compact.count > IBANCountries.longest { break }
        }
        guard compact.count >= 2, let expected = IBANCountries.lengths[String(decoding: compact.prefix(2), as: UTF8.self)] else {
            return .incomplete
        }
        if compact.count < expected {
            return .incomplete
        }
        if compact.count > expected {
            return .invalid(ValidationFailure(code: .ibanLength, arguments: ["length": .integer(expected)], position: expected))
        }
        return Self.passesCheck(compact)
            ? .valid
            : .invalid(ValidationFailure(code: .ibanChecksum))
    }

    /// Letters and ASCII digits; spaces are dropped by the field as separators.
    public func accepts(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber)
    }

    /// Groups of four, up to the length of the country's IBAN once the country is known.
    public func sectionLayout(for text: String) -> SectionLayout {
        let country = String(text.filter { $0 != " " }.prefix(2)).uppercased()
        let length = IBANCountries.lengths[country] ?? IBANCountries.longest
        var lengths = Array(repeating: 4, count: length / 4)
        if length % 4 > 0 { lengths.append(length % 4) }
        // Every IBAN length is at least 15, so every section holds at least one character.
        return (try? SectionLayout(lengths)) ?? .unsectioned
    }

    /// The country code and its IBAN length, once the country is known.
    public func details(for text: String) -> ValidationDetails {
        let country = String(text.filter { $0 != " " }.prefix(2)).uppercased()
        guard let length = IBANCountries.lengths[country] else { return [:] }
        return ["country": .string(country), "length": .integer(length)]
    }

    private func prefixFailure(_ compact: [UInt8]) -> ValidationFailure? {
        let index = compact.count - 1
        let byte = compact[index]
        let isLetter = byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z")
        switch index {
        case 0, 1:
            let typed = String(decoding: compact, as: UTF8.self)
            if !isLetter || !IBANCountries.lengths.keys.contains(where: { $0.hasPrefix(typed) }) {
                return ValidationFailure(code: .ibanCountry)
            }
        case 2, 3:
            if isLetter {
                return ValidationFailure(code: .ibanCharacter, variant: "check_digits")
            }
        default:
            break
        }
        return nil
    }

    /// Whether the IBAN passes the ISO 7064 MOD 97-10 check of ISO 13616: its first four
    /// characters moved to the end, each letter read as its two digits (`A` is 10).
    static func passesCheck(_ compact: [UInt8]) -> Bool {
        ISO7064Mod97_10().isValid(String(decoding: compact.dropFirst(4) + compact.prefix(4), as: UTF8.self))
    }
}
