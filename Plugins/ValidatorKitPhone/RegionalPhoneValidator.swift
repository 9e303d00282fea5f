public import ValidatorKit

/// Judges phone numbers as ``PhoneValidator`` does, reading numbers written without `+` as
/// numbers of the region another field holds (an address's or a list item's `country`), and of
/// a fixed region while that field holds no region the metadata has.
///
/// What the `phone` plugin builds for its `regionField` option. In a record, the field is looked
/// for in the phone's own object first (a list item's `country`), then at the root; in a form,
/// among the phone field's own group or item first.
///
/// ```swift
/// let phone = try RegionalPhoneValidator(regionField: "country", fallback: PhoneValidator(region: "US"))
/// phone.validate("030 123456", reading: values)   // valid when `country` is "DE"
/// ```
///
/// The as-you-type display, the input filter and the details read the fallback region: they are
/// asked of the text alone. The normalized value (E.164) and the verdict read the other field.
public struct RegionalPhoneValidator: DependentValidator {
    /// The identifier of the field holding the region, such as `"country"`.
    public let regionField: String
    /// The validator of numbers while that field holds no supported region.
    public let fallback: PhoneValidator

    /// Creates a validator reading the region from the field `regionField`.
    public init(regionField: String, fallback: PhoneValidator) {
        self.regionField = regionField
        self.fallback = fallback
    }

    /// The region field.
    public var dependencies: [String] { [regionField] }

    /// Judges `text` with the region `values` give the region field.
    public func validate(_ text: String, reading values: any FormValues) -> Validity {
        validator(reading: values).validate(text)
    }

    /// The phone validator for the region the region field holds, or the fallback.
    private func validator(reading values: any FormValues) -> PhoneValidator {
        guard let region = values.text(ofField: regionField), !region.isEmpty, region.uppercased() != fallback.region,
            let regional = try? PhoneValidator(region: region, allowedTypes: fallback.allowedTypes)
        else { return fallback }
        return regional
    }

    /// The fallback's input filter: digits, separators and `+`, whatever the region.
    public var inputFilter: (any InputFilter)? { fallback }
    /// The fallback's as-you-type display.
    public var textFormatter: (any TextFormatter)? { fallback }
    /// The fallback's details.
    public var detailsProvider: (any ValidationDetailsProvider)? { fallback }
    /// The validator itself: the E.164 form in the region the region field holds.
    public var normalizer: (any ValueNormalizer)? { self }
}

extension RegionalPhoneValidator: ValueNormalizer {
    /// The number in E.164 read with the fallback region.
    public func normalizedValue(of text: String) -> String {
        fallback.normalizedValue(of: text)
    }

    /// The number in E.164 read with the region the region field holds: with `country` DE,
    /// `030 123456` is stored as `+4930123456`.
    public func normalizedValue(of text: String, reading values: any FormValues) -> String {
        validator(reading: values).normalizedValue(of: text)
    }

    /// The verdict of ``validate(_:reading:)`` and, for a valid number, its E.164 form in the
    /// region the region field holds, from one parse.
    public func concludeWithNormalizedValue(_ text: String, reading values: any FormValues) -> (validity: Validity, normalized: String?) {
        validator(reading: values).verdictWithE164(of: text, asFinished: false)
    }
}
