public import ValidatorKit
import ValidatorKitChecksums

/// Accepts International Mobile Equipment Identities (3GPP TS 23.003): fifteen digits, the last
/// the Luhn check digit of the other fourteen. Spaces and hyphens between digits are tolerated.
///
/// It is also the field's `InputFilter` (digits), its `SectionLayoutProvider` (`2-6-6-1`,
/// as `*#06#` shows it) and a `ValidationDetailsProvider`: a valid IMEI gives `tac`, its
/// type allocation code, and `serialNumber`.
///
/// | Text | Verdict |
/// |---|---|
/// | `49-015420-323751-8` | valid |
/// | `4901542032375` | incomplete |
/// | `490154203237519` | invalid, `imei.checksum` |
/// | `4901542032375180` | invalid, `imei.length` |
/// | `49015x` | invalid, `imei.character` |
public struct IMEIValidator: Validator, InputFilter, SectionLayoutProvider, ValidationDetailsProvider {
    /// The digits of an IMEI.
    static let length = 15

    /// Creates the validator.
    public init() {}

    /// Judges `text` in one pass over its UTF-8 bytes.
    public func validate(_ text: String) -> Validity {
        let reading = DigitsReading(text, check: Luhn(), longest: Self.length)
        switch reading.problem {
        case .character(let byteOffset)?:
            let position = IdentifierText.characterPosition(ofByte: byteOffset, in: text)
            return .invalid(ValidationFailure(
                code: .imeiCharacter, arguments: ["position": .integer(position + 1)], position: position))
        case .length(let byteOffset)?:
            return .invalid(ValidationFailure(
                code: .imeiLength,
                position: IdentifierText.characterPosition(ofByte: byteOffset, in: text)))
        case nil:
            break
        }
        guard reading.count == Self.length else { return .incomplete }
        guard reading.check.isSatisfied else {
            return .invalid(ValidationFailure(code: .imeiChecksum))
        }
        return .valid
    }

    /// Whether `character` is an ASCII digit.
    public func accepts(_ character: Character) -> Bool {
        IdentifierText.isDigit(character)
    }

    /// The reporting body and type, the serial number and the check digit.
    public func sectionLayout(for text: String) -> SectionLayout {
        [2, 6, 6, 1]
    }

    /// For a valid IMEI: `tac` (eight digits) and `serialNumber` (six); nothing otherwise.
    ///
    /// `490154203237518` gives `tac` `49015420` and `serialNumber` `323751`.
    public func details(for text: String) -> ValidationDetails {
        guard validate(text).isValid else { return [:] }
        let imei = IdentifierText.compact(text)
        return [
            "tac": .string(String(imei.prefix(8))),
            "serialNumber": .string(String(imei.dropFirst(8).prefix(6))),
        ]
    }
}
