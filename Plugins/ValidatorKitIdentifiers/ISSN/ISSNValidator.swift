public import ValidatorKit
import ValidatorKitChecksums

/// Accepts International Standard Serial Numbers (ISO 3297): seven digits and a weighted mod 11
/// check character, which may be `X`, usually written `0317-8471`. Spaces and hyphens between
/// characters are tolerated.
///
/// It is also the field's `InputFilter` (digits and `X`), its `SectionLayoutProvider`
/// (`4-4`) and a `ValidationDetailsProvider`: a valid ISSN gives `issn`, its usual form, and
/// `ean13`, the EAN-13 printed on the serial's barcode (prefix 977, issue variant 00).
///
/// | Text | Verdict |
/// |---|---|
/// | `0317-8471` | valid |
/// | `0317-847` | incomplete |
/// | `0317-8472` | invalid, `issn.checksum` |
/// | `0317-84711` | invalid, `issn.length` |
/// | `031X` | invalid, `issn.character` |
public struct ISSNValidator: Validator, InputFilter, SectionLayoutProvider, ValidationDetailsProvider {
    /// Creates the validator.
    public init() {}

    /// Judges `text` in one pass over its UTF-8 bytes.
    public func validate(_ text: String) -> Validity {
        var check = WeightedMod11()
        var count = 0
        for (byteOffset, byte) in text.utf8.enumerated() where !IdentifierText.isSeparator(byte) {
            let position = { IdentifierText.characterPosition(ofByte: byteOffset, in: text) }
            if count == 8 {
                return .invalid(ValidationFailure(code: .issnLength, position: position()))
            }
            let digit = IdentifierText.digitValue(byte)
            if digit < 10 {
                check.append(digit)
            } else if byte | 0x20 == UInt8(ascii: "x"), count == 7 {
                check.append(10)
            } else {
                let position = position()
                return .invalid(ValidationFailure(
                    code: .issnCharacter, arguments: ["position": .integer(position + 1)], position: position))
            }
            count += 1
        }
        guard count == 8 else { return .incomplete }
        guard check.isSatisfied else {
            return .invalid(ValidationFailure(code: .issnChecksum))
        }
        return .valid
    }

    /// Whether `character` is an ASCII digit or an `X` of either case.
    public func accepts(_ character: Character) -> Bool {
        IdentifierText.isDigit(character) || character == "X" || character == "x"
    }

    /// Two sections of four, as ISSNs are written.
    public func sectionLayout(for text: String) -> SectionLayout {
        [4, 4]
    }

    /// For a valid ISSN: `issn` (`0317-8471`) and `ean13` (`9770317847001`); nothing otherwise.
    public func details(for text: String) -> ValidationDetails {
        guard validate(text).isValid else { return [:] }
        let issn = IdentifierText.compact(text)
        let eanPayload = "977" + issn.dropLast() + "00"
        var details: ValidationDetails = ["issn": .string(String(issn.prefix(4)) + "-" + issn.dropFirst(4))]
        details["ean13"] = GS1Mod10().checkCharacters(for: eanPayload).map { .string(eanPayload + $0) }
        return details
    }
}
