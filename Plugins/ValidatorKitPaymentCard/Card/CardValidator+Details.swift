import ValidatorKit

extension CardValidator: ValidationDetailsProvider {
    /// The brand facts for `text`.
    ///
    /// Once the brand is known: `brand` (its lower-case identifier), `brandName`, `lengths`,
    /// `gaps` (where the sections of the current layout break), `securityCodeName` and
    /// `securityCodeSize`. While the text is incomplete: `candidates`, the identifiers of the
    /// brands it can still become, in table order.
    public func details(for text: String) -> ValidationDetails {
        let reading = CardNumberReading.read(text)
        var details = ValidationDetails(minimumCapacity: 7)
        if let brand = reading.brand {
            let layoutLength = brand.layoutLength(forDigitCount: reading.digitCount)
            details["brand"] = .string(brand.identifier)
            details["brandName"] = .string(brand.name)
            details["lengths"] = .list(brand.lengths.map(ValidationDetail.integer))
            details["gaps"] = .list(brand.gaps(forLength: layoutLength).map(ValidationDetail.integer))
            details["securityCodeName"] = .string(brand.securityCode.name)
            details["securityCodeSize"] = .integer(brand.securityCode.size)
        }
        if verdict(on: reading, of: text) == .incomplete {
            details["candidates"] = .list(reading.candidates.members.map { .string($0.identifier) })
        }
        return details
    }
}
