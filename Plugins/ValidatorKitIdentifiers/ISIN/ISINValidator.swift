public import ValidatorKit
import ValidatorKitChecksums

/// Accepts International Securities Identification Numbers (ISO 6166): a two-letter country
/// code, nine letters or digits, and a check digit: the decimal Luhn check over the characters
/// with each letter read as its two digits (`A` as 10, `Z` as 35). Letters of either case,
/// and spaces and hyphens between characters, are tolerated.
///
/// The country code is checked to be two letters, not looked up in ISO 3166.
///
/// It is also the field's `InputFilter` (letters and digits), its `SectionLayoutProvider`
/// (`2-9-1`) and a `ValidationDetailsProvider`: a valid ISIN gives `isin` (upper case),
/// `country` and `nsin`, the national number.
///
/// | Text | Verdict |
/// |---|---|
/// | `US0378331005` | valid |
/// | `US03783310` | incomplete |
/// | `US0378331006` | invalid, `isin.checksum` |
/// | `0S` | invalid, `isin.country` |
/// | `US0378331005X` | invalid, `isin.length` |
/// | `US03_` | invalid, `isin.character` |
public struct ISINValidator: Validator, InputFilter, SectionLayoutProvider, ValidationDetailsProvider {
    /// The characters of an ISIN.
    static let length = 12

    /// Creates the validator.
    public init() {}

    /// Judges `text` in one pass over its UTF-8 bytes.
    public func validate(_ text: String) -> Validity {
        var check = Luhn()
        var count = 0
        for (byteOffset, byte) in text.utf8.enumerated() where !IdentifierText.isSeparator(byte) {
            let position = { IdentifierText.characterPosition(ofByte: byteOffset, in: text) }
            guard count < Self.length else {
                return .invalid(ValidationFailure(code: .isinLength, position: position()))
            }
            let digit = IdentifierText.digitValue(byte)
            if digit < 10 {
                guard count >= 2 else {
                    return .invalid(ValidationFailure(code: .isinCountry, position: position()))
                }
                check.append(digit)
            } else if let letter = IdentifierText.letterValue(byte) {
                guard count < Self.length - 1 else {
                    return .invalid(ValidationFailure(code: .isinChecksum))
                }
                check.append(letter / 10)
                check.append(letter % 10)
            } else {
                let position = position()
                return .invalid(ValidationFailure(
                    code: .isinCharacter, arguments: ["position": .integer(position + 1)], position: position))
            }
            count += 1
        }
        guard count == Self.length else { return .incomplete }
        guard check.isSatisfied else {
            return .invalid(ValidationFailure(code: .isinChecksum))
        }
        return .valid
    }

    /// Whether `character` is an ASCII letter or digit.
    public func accepts(_ character: Character) -> Bool {
        guard let byte = character.asciiValue, character.utf8.count == 1 else { return false }
        return IdentifierText.digitValue(byte) < 10 || IdentifierText.letterValue(byte) != nil
    }

    /// The country code, the national number and the check digit.
    public func sectionLayout(for text: String) -> SectionLayout {
        [2, 9, 1]
    }

    /// For a valid ISIN: `isin`, `country` and `nsin`; nothing otherwise.
    ///
    /// `us0378331005` gives `isin` `US0378331005`, `country` `US` and `nsin` `037833100`.
    public func details(for text: String) -> ValidationDetails {
        guard validate(text).isValid else { return [:] }
        let isin = IdentifierText.compact(text)
        return [
            "isin": .string(isin),
            "country": .string(String(isin.prefix(2))),
            "nsin": .string(String(isin.dropFirst(2).prefix(9))),
        ]
    }
}
