public import ValidatorKit

/// Accepts one-time passwords: their format as people type, and, when it holds a
/// ``OneTimePasswordVerifier``, real TOTP/HOTP verification at submission.
///
/// ``validate(_:)`` judges the format and changes nothing, however often it is asked. The
/// verifier is the validator's ``submissionVerifier``: `Form.submit()` (or
/// `RecordValidator.submit(_:locale:checkingWithin:)`) asks it once the form is valid, and the first `valid` answer for
/// a code is the only one (see ``OneTimePasswordVerifier/verify(_:)``); a replayed code refuses
/// the submission with `otp.replayed`. `validator check otp` with a secret submits each line
/// in order, so a repeated code on a later line is `otp.replayed`. ``details(for:)`` consumes
/// nothing.
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

    /// Creates a validator of the format of `verifier`'s codes that verifies them with
    /// `verifier` at submission.
    public init(verifier: OneTimePasswordVerifier) {
        format = verifier.format
        self.verifier = verifier
    }

    /// The verdict on the format of `text`; nothing is consumed.
    public func validate(_ text: String) -> Validity {
        format.validate(text)
    }

    /// The ``verifier``, which verifies and consumes a code at submission.
    public var submissionVerifier: (any SubmissionVerifier)? { verifier }

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
