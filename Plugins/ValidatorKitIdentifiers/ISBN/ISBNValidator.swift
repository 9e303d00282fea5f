public import ValidatorKit

/// Accepts International Standard Book Numbers (ISO 2108): ISBN-10, whose weighted mod 11 check
/// character may be `X`, and ISBN-13, which starts with 978 or 979 and ends in a GS1 check
/// digit. Spaces and hyphens between characters are tolerated.
///
/// It is also the field's `InputFilter` (digits and `X`; a field drops separators quietly)
/// and a `ValidationDetailsProvider`: a valid ISBN gives its `isbn13` form, and its `isbn10`
/// form when it has one (an ISBN-13 starting with 978).
///
/// | Text | Verdict |
/// |---|---|
/// | `978-0-306-40615-7` | valid |
/// | `0-306-40615-2` | valid |
/// | `978-0-306` | incomplete |
/// | `9780306406` | incomplete: not an ISBN-10, but an ISBN-13 may follow; concluded, `isbn.checksum` |
/// | `97803064061` | incomplete; concluded, `isbn.length` |
/// | `030640615X` | invalid, `isbn.checksum` |
/// | `97803064061` with format `isbn10` | invalid, `isbn.length` |
/// | `9770306406157` | invalid, `isbn.prefix` |
/// | `978?` | invalid, `isbn.character` |
public struct ISBNValidator: Validator, InputFilter {
    /// Which ISBNs are accepted.
    public let format: ISBNFormat

    /// Creates the validator accepting the ISBNs of `format`.
    public init(format: ISBNFormat = .any) {
        self.format = format
    }

    /// Judges `text` in one pass over its UTF-8 bytes.
    ///
    /// A text some accepted ISBN starts with is `incomplete`, even a complete ISBN-10 failing
    /// its check while an ISBN-13 is still possible.
    public func validate(_ text: String) -> Validity {
        verdict(on: ISBNReading(text, format: format), of: text)
    }

    /// Judges `text` as finished: an ISBN-10 failing its check is `isbn.checksum` though an
    /// ISBN-13 could follow, and 11 or 12 characters are `isbn.length` where ISBN-10s are
    /// accepted too; fewer characters than the shortest accepted ISBN stay `incomplete`.
    public func conclude(_ text: String) -> Validity {
        let reading = ISBNReading(text, format: format)
        let verdict = verdict(on: reading, of: text)
        guard verdict == .incomplete else { return verdict }
        switch reading.count {
        case 10 where format.acceptsISBN10:
            return .invalid(ValidationFailure(code: .isbnChecksum))
        case 11... where format.acceptsISBN10:
            return .invalid(ValidationFailure(
                code: .isbnLength, arguments: ["length": .integer(format.longest)], variant: format == .any ? "any" : nil))
        default:
            return .incomplete
        }
    }

    /// Whether `character` is an ASCII digit or an `X` of either case.
    public func accepts(_ character: Character) -> Bool {
        IdentifierText.isDigit(character) || character == "X" || character == "x"
    }

    /// The verdict on `text`, given what reading it found.
    func verdict(on reading: ISBNReading, of text: String) -> Validity {
        switch reading.problem {
        case .character(let byteOffset)?:
            let position = IdentifierText.characterPosition(ofByte: byteOffset, in: text)
            return .invalid(ValidationFailure(
                code: .isbnCharacter, arguments: ["position": .integer(position + 1)], position: position))
        case .length(let byteOffset)?:
            return .invalid(ValidationFailure(
                code: .isbnLength, arguments: ["length": .integer(format.longest)], variant: format == .any ? "any" : nil,
                position: IdentifierText.characterPosition(ofByte: byteOffset, in: text)))
        case .prefix(let byteOffset)?:
            return .invalid(ValidationFailure(
                code: .isbnPrefix,
                position: IdentifierText.characterPosition(ofByte: byteOffset, in: text)))
        case nil:
            break
        }
        switch reading.count {
        case 10 where format.acceptsISBN10:
            if reading.isbn10Check.isSatisfied {
                return .valid
            }
            if format.acceptsISBN13 && !reading.endsInX && reading.hasISBN13Prefix {
                return .incomplete
            }
        case 13:
            if reading.isbn13Check.isSatisfied {
                return .valid
            }
        default:
            return .incomplete
        }
        return .invalid(ValidationFailure(code: .isbnChecksum))
    }
}
