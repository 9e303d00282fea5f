public import ValidatorKit

/// Accepts payment card numbers: a known brand from the leading digits, one of its lengths and
/// a valid Luhn check digit. Spaces and dashes between digits are tolerated.
///
/// It is also the field's `InputFilter` (ASCII digits; the field drops separators quietly),
/// its `SectionLayoutProvider` (`4-4-4-4` until the brand is known, then the brand's layout)
/// and a `ValidationDetailsProvider` (brand, candidates, lengths, gaps, security code).
///
/// | Text | Verdict |
/// |---|---|
/// | `4` | incomplete (Visa) |
/// | `378282246310005` | valid (American Express) |
/// | `378282246310006` | invalid, `card.checksum` |
/// | `4242 4242 4242 4241` | incomplete: 19-digit Visa numbers exist; concluded, `card.checksum` |
/// | `4242 4242 4242 42` | incomplete; concluded, `card.length` (Visa: 13, 16 or 19 digits) |
/// | `1234` | invalid, `card.brand` |
/// | `3782 8224 6310 0051` | invalid, `card.length` |
/// | `4242x` | invalid, `card.character` |
public struct CardValidator: Validator, InputFilter {
    /// Creates the validator.
    public init() {}

    /// Judges `text` in one pass over its UTF-8 bytes, without allocating unless it fails.
    ///
    /// A prefix some brand can still complete is `incomplete`, and so is a number failing the
    /// check digit while a longer length of its brand remains; the first problem in reading
    /// order is reported otherwise.
    public func validate(_ text: String) -> Validity {
        verdict(on: CardNumberReading.read(text), of: text)
    }

    /// Judges `text` as finished: a number of its brand's length failing the check digit is
    /// `card.checksum` though a longer length remains, and a number of a length its brand does
    /// not have is `card.length`; only a number shorter than its brand's shortest length (or
    /// whose brand is not yet known) stays `incomplete`.
    public func conclude(_ text: String) -> Validity {
        let reading = CardNumberReading.read(text)
        let verdict = verdict(on: reading, of: text)
        guard verdict == .incomplete, let brandIndex = reading.brandIndex else { return verdict }
        let brand = CardBrand.all[brandIndex]
        guard reading.digitCount >= brand.lengths[0] else { return .incomplete }
        guard BrandLengths.byBrandIndex[brandIndex].contains(reading.digitCount) else {
            return .invalid(ValidationFailure(
                code: .cardLength, arguments: brand.lengthsArguments, variant: brand.lengthsVariant))
        }
        return .invalid(ValidationFailure(code: .cardChecksum))
    }

    /// Whether `character` is an ASCII digit.
    public func accepts(_ character: Character) -> Bool {
        ASCII.isDigit(character)
    }

    /// The verdict on `text`, given what reading it found.
    func verdict(on reading: CardNumberReading, of text: String) -> Validity {
        switch reading.problem {
        case .character(let byteOffset)?:
            let position = text.characterPosition(ofByteAfterASCII: byteOffset)
            return .invalid(ValidationFailure(
                code: .cardCharacter, arguments: ["position": .integer(position + 1)],
                position: position))
        case .brand?:
            let digitIndex = BrandLookup.matchedDigitCount(of: reading.prefix)
            return .invalid(ValidationFailure(
                code: .cardBrand,
                position: Self.position(ofDigit: digitIndex, in: text)))
        case .length(let byteOffset, let brandIndex)?:
            let brand = CardBrand.all[brandIndex]
            return .invalid(ValidationFailure(
                code: .cardLength, arguments: brand.lengthsArguments, variant: brand.lengthsVariant,
                position: text.characterPosition(ofByteAfterASCII: byteOffset)))
        case nil:
            break
        }
        guard let brandIndex = reading.brandIndex else {
            return .incomplete
        }
        let lengths = BrandLengths.byBrandIndex[brandIndex]
        guard lengths.contains(reading.digitCount) else {
            return .incomplete
        }
        if reading.checksum.isSatisfied {
            return .valid
        }
        if reading.digitCount < lengths.longest {
            return .incomplete
        }
        return .invalid(ValidationFailure(
            code: .cardChecksum))
    }

    /// The character position of the digit at zero-based `digitIndex` among the digits of
    /// `text`, all of whose bytes before it are ASCII digits and separators.
    private static func position(ofDigit digitIndex: Int, in text: String) -> Int {
        var digitsSeen = 0
        var byteOffset = 0
        for byte in text.utf8 {
            if ASCII.digitValue(byte) < 10 {
                if digitsSeen == digitIndex { break }
                digitsSeen += 1
            }
            byteOffset += 1
        }
        return text.characterPosition(ofByteAfterASCII: byteOffset)
    }
}
