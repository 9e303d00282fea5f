public import ValidatorKit

extension CardValidator: ValidationDetailsProvider {
    /// The brand facts for `text`.
    ///
    /// Once the brand is known: `brand` (its lower-case identifier), `brandName`, `lengths`,
    /// `gaps` (where the sections of the current layout break), `securityCodeName` and
    /// `securityCodeSize`. While the text is incomplete: `candidates`, the identifiers of the
    /// brands it can still become, in table order.
    public func details(for text: String) -> ValidationDetails {
        validateWithDetails(text).details
    }

    /// The verdict and the brand facts of `text`, from one reading of it.
    public func validateWithDetails(_ text: String) -> (validity: Validity, details: ValidationDetails) {
        let reading = CardNumberReading.read(text)
        let validity = verdict(on: reading, of: text)
        var details: ValidationDetails = [:]
        if let brandIndex = reading.brandIndex {
            details = Self.brandDetails.object()._withUnsafeGuaranteedRef {
                $0.details(ofBrand: brandIndex, digitCount: reading.digitCount)
            }
        }
        if validity == .incomplete {
            details["candidates"] = .array(reading.candidates.members.map { .string($0.identifier) })
        }
        return (validity, details)
    }

    /// The facts of each brand for each count of digits, built once a thread: a number of a known
    /// brand gets them without building anything, and threads judging side by side count
    /// references on their own copies only.
    private static let brandDetails = PerThread { BrandDetails() }

    /// The facts of each brand (by its index in ``CardBrand/all``) for each count of digits up to
    /// its longest length.
    private final class BrandDetails {
        private let byBrand: [[ValidationDetails]] = CardBrand.all.map { brand in
            (0...brand.longestLength).map { digitCount in
                let layoutLength = brand.layoutLength(forDigitCount: digitCount)
                return [
                    "brand": .string(brand.identifier),
                    "brandName": .string(brand.name),
                    "lengths": .array(brand.lengths.map(JSONValue.integer)),
                    "gaps": .array(brand.gaps(forLength: layoutLength).map(JSONValue.integer)),
                    "securityCodeName": .string(brand.securityCode.name),
                    "securityCodeSize": .integer(brand.securityCode.size),
                ]
            }
        }

        /// The facts of brand `brandIndex` for `digitCount` digits (its longest length's beyond).
        func details(ofBrand brandIndex: Int, digitCount: Int) -> ValidationDetails {
            let byDigitCount = byBrand[brandIndex]
            return byDigitCount[min(digitCount, byDigitCount.count - 1)]
        }
    }
}
