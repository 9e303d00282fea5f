public import ValidatorKit

/// Accepts one-time passwords: the format alone, or real TOTP/HOTP verification when it holds a
/// ``OneTimePasswordVerifier``.
///
/// With a verifier, ``validate(_:)`` consumes what it accepts (see
/// ``OneTimePasswordVerifier/accept(_:)``): the first `valid` answer for a code is the only one,
/// and asking again about the same code answers `otp.replayed`, because a second asking cannot be
/// told from a replay. `validator-demo check`, which validates each line once and in order,
/// therefore reports a repeated code on a later line as `otp.replayed`; a field keeps the verdict
/// it got for an unchanged text instead of asking again. ``details(for:)`` consumes nothing.
///
/// The layout is `3-3`, `4-3` or `4-4`, the filter accepts ASCII digits only, and the details
/// report the matched `stepOffset` (TOTP) or `counterOffset` (HOTP), never the code or the secret.
public struct OneTimePasswordValidator: Validator, SectionLayoutProvider, InputFilter, ValidationDetailsProvider,
    CustomStringConvertible, CustomDebugStringConvertible
{
    /// The shape of the codes.
    public let format: OneTimePasswordFormat
    /// The verifier of the codes, or `nil` when only the format is checked.
    public let verifier: OneTimePasswordVerifier?

    /// Creates a validator of the format alone: `digits` digits (6, 7 or 8); throws
    /// ``OneTimePasswordParameterError`` for any other count.
    public init(digits: Int) throws(OneTimePasswordParameterError) {
        format = try OneTimePasswordFormat(digits: digits)
        verifier = nil
    }

    /// Creates a validator of the format alone, for 6-digit codes.
    public init() {
        format = OneTimePasswordFormat.sixDigits
        verifier = nil
    }

    /// Creates a validator that verifies codes with `verifier` and remembers what it accepted.
    public init(verifier: OneTimePasswordVerifier) {
        format = verifier.format
        self.verifier = verifier
    }

    /// The verdict on `text`; with a verifier, a `valid` verdict consumes the code's time step.
    public func validate(_ text: String) -> Validity {
        guard let verifier else { return format.validate(text) }
        return verifier.accept(text)
    }

    /// Whether there is a verifier, whose replay memory refuses a code it accepted before.
    public var remembersEarlierTexts: Bool { verifier != nil }

    /// `3-3`, `4-3` or `4-4`, whatever has been typed.
    public func sectionLayout(for text: String) -> SectionLayout {
        format.sectionLayout
    }

    /// Whether `character` is an ASCII digit.
    public func accepts(_ character: Character) -> Bool {
        OneTimePasswordFormat.digitValue(of: character) != nil
    }

    /// `stepOffset` (TOTP) or `counterOffset` (HOTP) of the candidate `text` matches; empty when
    /// it matches none or there is no verifier. Consumes nothing.
    public func details(for text: String) -> ValidationDetails {
        guard let verifier, let offset = verifier.matchedOffset(of: text) else { return [:] }
        return [verifier.isTimeBased ? "stepOffset" : "counterOffset": .integer(offset)]
    }

    /// `OneTimePasswordValidator(digits: 6, verifier: …)` with the verifier's redacted description.
    public var description: String {
        "OneTimePasswordValidator(digits: \(format.digits), verifier: \(verifier.map(String.init(describing:)) ?? "none"))"
    }

    /// The same as ``description``.
    public var debugDescription: String { description }
}
