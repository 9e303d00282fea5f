import ValidatorKitHTTP
import ValidatorKitIdentifiers
import ValidatorKitMask
import ValidatorKitOTP
import ValidatorKitPassword
import ValidatorKitPaymentCard
import ValidatorKitPhone
import ValidatorKitRegex
public import ValidatorKit

/// Every built-in plugin, registered with one call.
///
/// ```swift
/// let registry = ValidatorRegistry()
/// try StandardValidators.register(in: registry)
/// ```
public enum StandardValidators {
    /// One instance of each built-in plugin.
    public static var plugins: [any ValidatorPlugin] {
        BasicValidators.all + [
            RegexPlugin(), LuhnPlugin(), CardPlugin(), CardExpiryPlugin(), CardSecurityCodePlugin(), CardholderNamePlugin(),
            OneTimePasswordPlugin(), PhonePlugin(), PasswordPlugin(),
            ISBNPlugin(), ISSNPlugin(), EANPlugin(), ISINPlugin(), IMEIPlugin(),
            HTTPCheckPlugin(), MaskPlugin(),
        ]
    }

    /// Registers ``plugins`` in `registry`.
    public static func register(in registry: ValidatorRegistry) throws {
        try registry.register(plugins)
    }
}
