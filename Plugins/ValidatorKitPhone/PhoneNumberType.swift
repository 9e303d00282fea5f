/// The kind of line a phone number reaches, as libphonenumber classifies it.
///
/// The raw value is the name used in the `types` option and in details: `"mobile"`,
/// `"fixed-line"`, `"toll-free"` …
public enum PhoneNumberType: String, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// A geographic landline.
    case fixedLine = "fixed-line"
    /// A mobile phone.
    case mobile = "mobile"
    /// Either a landline or a mobile: the two cannot be told apart in the region (as in the US).
    case fixedLineOrMobile = "fixed-line-or-mobile"
    /// A freephone number.
    case tollFree = "toll-free"
    /// A number charged above the normal rate.
    case premiumRate = "premium-rate"
    /// A number whose cost is shared between caller and recipient.
    case sharedCost = "shared-cost"
    /// A voice-over-IP number.
    case voip = "voip"
    /// A personal number, routed to a mobile or a landline of the person's choosing.
    case personalNumber = "personal-number"
    /// A pager.
    case pager = "pager"
    /// A universal access (company) number.
    case universalAccess = "uan"
    /// A voicemail access number.
    case voicemail = "voicemail"

    /// The option name, such as `"fixed-line"`.
    public var description: String { rawValue }

    /// Whether a number of this type satisfies a filter allowing `allowed`.
    ///
    /// ``fixedLineOrMobile`` stands for "one of the two", so it satisfies a filter allowing either
    /// ``fixedLine`` or ``mobile``, and a filter allowing it accepts both.
    func isAccepted(by allowed: Set<PhoneNumberType>) -> Bool {
        if allowed.contains(self) { return true }
        switch self {
        case .fixedLineOrMobile: return allowed.contains(.fixedLine) || allowed.contains(.mobile)
        case .fixedLine, .mobile: return allowed.contains(.fixedLineOrMobile)
        default: return false
        }
    }
}
