public import ValidatorKit
import ValidatorKitChecksums

/// Accepts GS1 article numbers: EAN-8, EAN-13 and GTIN-14, each ending in its GS1 mod 10 check
/// digit. Spaces and hyphens between digits are tolerated.
///
/// It is also the field's `InputFilter` (digits) and a `ValidationDetailsProvider`: a valid
/// number gives its `format` (`ean8`, `ean13` or `gtin14`) and `gtin14`, the number padded
/// with zeros to 14 digits, as GS1 stores every GTIN.
///
/// | Text | Verdict |
/// |---|---|
/// | `4006381333931` | valid (EAN-13) |
/// | `7351353` | incomplete |
/// | `4006381333932` | incomplete: a GTIN-14 may follow; concluded, `ean.checksum` |
/// | `400638133393` | incomplete; concluded, `ean.length` |
/// | `4006381333932` with format `ean13` | invalid, `ean.checksum` |
/// | `400638133393100` | invalid, `ean.length` |
/// | `4006x` | invalid, `ean.character` |
public struct EANValidator: Validator, InputFilter, ValidationDetailsProvider {
    /// Which numbers are accepted.
    public let format: EANFormat

    /// Creates the validator accepting the numbers of `format`.
    public init(format: EANFormat = .any) {
        self.format = format
    }

    /// Judges `text` in one pass over its UTF-8 bytes.
    ///
    /// A number failing its check is `incomplete` while a longer accepted length remains.
    public func validate(_ text: String) -> Validity {
        verdict(on: text, concluding: false)
    }

    /// Judges `text` as finished: a number of an accepted length failing its check is
    /// `ean.checksum` though a longer length remains, and a length between the accepted ones is
    /// `ean.length`; fewer digits than the shortest accepted length stay `incomplete`.
    public func conclude(_ text: String) -> Validity {
        verdict(on: text, concluding: true)
    }

    private func verdict(on text: String, concluding: Bool) -> Validity {
        let lengths = format.lengths
        let longest = format.longest
        let reading = DigitsReading(text, check: GS1Mod10(), longest: longest)
        switch reading.problem {
        case .character(let byteOffset)?:
            let position = IdentifierText.characterPosition(ofByte: byteOffset, in: text)
            return .invalid(ValidationFailure(
                code: .eanCharacter, arguments: ["position": .integer(position + 1)], position: position))
        case .length(let byteOffset)?:
            return .invalid(ValidationFailure(
                code: .eanLength, arguments: ["length": .integer(longest)],
                variant: format == .any ? "any" : nil,
                position: IdentifierText.characterPosition(ofByte: byteOffset, in: text)))
        case nil:
            break
        }
        let count = reading.count
        guard lengths.contains(count) else {
            guard concluding, count > lengths[0] else { return .incomplete }
            return .invalid(ValidationFailure(
                code: .eanLength, arguments: ["length": .integer(longest)], variant: format == .any ? "any" : nil))
        }
        if reading.check.isSatisfied {
            return .valid
        }
        if count < longest && !concluding {
            return .incomplete
        }
        return .invalid(ValidationFailure(code: .eanChecksum))
    }

    /// Whether `character` is an ASCII digit.
    public func accepts(_ character: Character) -> Bool {
        IdentifierText.isDigit(character)
    }

    /// For a valid number: `format` and `gtin14`; nothing otherwise.
    ///
    /// `4006381333931` gives `format` `ean13` and `gtin14` `04006381333931`.
    public func details(for text: String) -> ValidationDetails {
        guard validate(text).isValid else { return [:] }
        let number = IdentifierText.compact(text)
        return [
            "format": .string(EANFormat.name(ofLength: number.utf8.count)),
            "gtin14": .string(String(repeating: "0", count: 14 - number.utf8.count) + number),
        ]
    }
}
