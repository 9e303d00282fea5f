public import ValidatorKit

/// Judges passwords as NIST SP 800-63B-4 asks: a minimum and a maximum length, no composition
/// rules, a blocklist of common passwords and the words of other fields, and a strength score
/// from zxcvbn's model (``PasswordStrengthEstimator``).
///
/// Lengths count code points, as NIST counts characters. While typing, a password shorter than
/// the minimum is `incomplete`; finished, it is `password.too_short`. Then, in order:
/// `password.too_long`, `password.common` (the whole password is one of zxcvbn's common
/// passwords, however capitalised, reversed or l33t), `password.context` (it contains a word
/// of one of ``contextFields``, such as the user's name), `password.too_guessable` (its score
/// is below ``minimumScore``).
///
/// ```swift
/// let validator = try PasswordValidator(minimumLength: 8)
/// validator.conclude("password")                       // .invalid(password.common)
/// validator.conclude("correct horse battery staple")   // .valid
/// validator.passwordRules                              // "minlength: 8; maxlength: 64;"
/// ```
public struct PasswordValidator: DependentValidator {
    /// The fewest code points of a context field's word that count as a context word.
    public static let shortestContextWord = 3

    /// The fewest characters accepted (15 for a password that is the only factor, 8 with a
    /// second factor).
    public let minimumLength: Int
    /// The most characters accepted (at least 64).
    public let maximumLength: Int
    /// The lowest strength score accepted, 0 to 4.
    public let minimumScore: Int
    /// The identifiers of the fields whose words the password must not contain and which the
    /// estimate counts as words an attacker tries first (a user name, a name).
    public let contextFields: [String]

    private let estimator = PasswordStrengthEstimator()

    /// Creates a validator; throws ``PasswordPolicyError`` for a minimum below 8, a maximum below
    /// 64 or below the minimum, or a score outside 0 to 4.
    public init(minimumLength: Int = 15, maximumLength: Int = 64, minimumScore: Int = 3, contextFields: [String] = [])
        throws(PasswordPolicyError)
    {
        guard minimumLength >= PasswordPolicyError.leastMinimumLength else { throw .minimumTooLow(minimumLength) }
        let leastMaximum = max(PasswordPolicyError.leastMaximumLength, minimumLength)
        guard maximumLength >= leastMaximum else { throw .maximumTooLow(maximumLength, least: leastMaximum) }
        guard (0...4).contains(minimumScore) else { throw .scoreOutOfRange(minimumScore) }
        self.minimumLength = minimumLength
        self.maximumLength = maximumLength
        self.minimumScore = minimumScore
        self.contextFields = contextFields
    }

    /// The context fields.
    public var dependencies: [String] { contextFields }

    /// The policy as the `passwordrules` attribute of an HTML input (and Apple's password
    /// AutoFill) reads it: `"minlength: 15; maxlength: 64;"`. No `required:` rules: NIST forbids
    /// composition rules.
    public var passwordRules: String {
        "minlength: \(minimumLength); maxlength: \(maximumLength);"
    }

    /// `minLength` and `maxLength`: JSON Schema counts code points, as the validator does.
    public var schemaKeywords: [String: JSONValue] {
        ["minLength": .integer(minimumLength), "maxLength": .integer(maximumLength)]
    }

    /// Judges `text` as typed: `incomplete` while shorter than the minimum.
    public func validate(_ text: String, reading values: any FormValues) -> Validity {
        judge(text, reading: values, concluding: false).validity
    }

    /// Judges `text` as finished: `password.too_short` when shorter than the minimum.
    public func conclude(_ text: String, reading values: any FormValues) -> Validity {
        judge(text, reading: values, concluding: true).validity
    }

    /// The verdict and, for a text long enough to be judged, its strength.
    func judge(_ text: String, reading values: any FormValues, concluding: Bool)
        -> (validity: Validity, strength: PasswordStrength?)
    {
        let length = text.unicodeScalars.count
        guard length > 0 else { return (.valid, nil) }
        if length > maximumLength {
            return (.invalid(ValidationFailure(code: .passwordTooLong, arguments: ["maximum": .integer(maximumLength)])), nil)
        }
        let context = contextWords(reading: values)
        let (strength, isCommon) = estimator.judge(text, userInputs: context.map(\.word))
        if length < minimumLength {
            guard concluding else { return (.incomplete, strength) }
            let failure = ValidationFailure(
                code: .passwordTooShort, arguments: ["minimum": .integer(minimumLength)], isFixableByTyping: true)
            return (.invalid(failure), strength)
        }
        if isCommon {
            return (.invalid(ValidationFailure(code: .passwordCommon)), strength)
        }
        let lowered = text.lowercased()
        if let found = context.first(where: { lowered.contains($0.word) }) {
            return (.invalid(ValidationFailure(code: .passwordContext, arguments: ["field": .string(found.field)])), strength)
        }
        if strength.score < minimumScore {
            let failure = ValidationFailure(
                code: .passwordTooGuessable,
                arguments: ["score": .integer(strength.score), "minimum": .integer(minimumScore)])
            return (.invalid(failure), strength)
        }
        return (.valid, strength)
    }

    /// The words of the context fields, lowercased, each with its field's title (its
    /// identifier when it has none): every run of letters and digits of at least
    /// ``shortestContextWord`` code points.
    private func contextWords(reading values: any FormValues) -> [(word: String, field: String)] {
        contextFields.flatMap { field in
            let title = values.title(ofField: field).flatMap { $0.isEmpty ? nil : $0 } ?? field
            return (values.text(ofField: field) ?? "").lowercased()
                .split { !$0.isLetter && !$0.isNumber }
                .filter { $0.unicodeScalars.count >= Self.shortestContextWord }
                .map { (String($0), title) }
        }
    }
}
