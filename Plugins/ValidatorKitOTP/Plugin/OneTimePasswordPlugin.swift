public import ValidatorKit

/// The `otp` plugin: one-time passwords, as a format or verified as TOTP (RFC 6238) or HOTP
/// (RFC 4226).
///
/// Its validators check the format. With `secret` or `uri`, they also verify at submission
/// (``OneTimePasswordValidator/submissionVerifier``): TOTP at the current time (or at `time`),
/// HOTP when `counter` is given or the URI is `otpauth://hotp/…`. `secret` and `uri` are
/// secrets: they never appear in errors, details or descriptions.
///
/// ```swift
/// let validator = try registry.makeValidator("otp", options: [
///     "secret": .string("GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"), "digits": .integer(8),
///     "time": .integer(59), "window": .integer(0),
/// ])
/// validator.validate("94287083")                       // .valid: the format is right
/// validator.submissionVerifier?.verify("94287083")     // .invalid(otp.mismatch)
/// validator.submissionVerifier?.verify("94287082")     // .valid
/// ```
public struct OneTimePasswordPlugin: ValidatorPlugin {
    /// `"otp"`.
    public let identifier = "otp"
    /// One line for listings.
    public let summary = "One-time passwords: the format, or TOTP/HOTP verification with replay refusal"
    /// `digits`, `secret`, `uri`, `algorithm`, `period`, `counter`, `window` and `time`.
    ///
    /// `digits`, `algorithm` and `period` declare no default, so that giving them alongside `uri`
    /// (which sets them) can be refused; their defaults are applied by ``make(_:)``.
    public let options = [
        OptionDescription(
            name: "digits", type: .integer,
            documentation: "Digits in a code: 6, 7 or 8 (6 when absent)"),
        OptionDescription(
            name: "secret", type: .string,
            documentation: "Shared secret in base32 (RFC 4648); case, spaces and padding do not matter",
            isSecret: true),
        OptionDescription(
            name: "uri", type: .string,
            documentation: "otpauth://totp/… or otpauth://hotp/… URI that sets secret, algorithm, digits, period or counter",
            isSecret: true),
        OptionDescription(
            name: "algorithm", type: .choice(OneTimePasswordAlgorithm.allCases.map(\.rawValue)),
            documentation: "HMAC hash function (SHA1 when absent)"),
        OptionDescription(
            name: "period", type: .integer,
            documentation: "Seconds in a TOTP time step (30 when absent)"),
        OptionDescription(
            name: "counter", type: .integer,
            documentation: "Expected HOTP counter; verifies HOTP instead of TOTP when given"),
        OptionDescription(
            name: "window", type: .integer, defaultValue: .integer(1),
            documentation: "Time steps accepted on either side of the current one (TOTP), or counters accepted after the expected one (HOTP): 0 to \(OneTimePasswordVerifier.maximumWindow)"),
        OptionDescription(
            name: "time", type: .integer,
            documentation: "Unix time in seconds to verify TOTP codes at; the clock at each validation when absent"),
    ]

    /// `otp.character`, `otp.length`, `otp.mismatch`, `otp.replayed` and `otp.too_many_attempts`.
    public let failureCodes = [
        FailureCodeDescription(.otpCharacter, parameters: [.integer("position")]),
        FailureCodeDescription(.otpLength, parameters: [.integer("digits")]),
        FailureCodeDescription(.otpMismatch),
        FailureCodeDescription(.otpReplayed),
        FailureCodeDescription(.otpTooManyAttempts),
    ]

    /// Where every verifier the plugin makes remembers accepted codes and counts failed ones;
    /// nil when each verifier has a memory of its own.
    ///
    /// A server gives one store to the plugin it registers, so that its routes, its live forms
    /// and its other instances (a store in a database) refuse a code any of them accepted, and
    /// share one count of wrong codes. Each secret is its own account in the store, named by a
    /// keyed digest of the secret (HMAC-SHA-256 of a fixed label), never by the secret.
    public let replayStore: (any OneTimePasswordReplayStore)?

    /// Creates the plugin; its verifiers share `replayStore` when one is given.
    public init(replayStore: (any OneTimePasswordReplayStore)? = nil) {
        self.replayStore = replayStore
    }

    /// Builds a ``OneTimePasswordValidator``; throws `ValidatorConfigurationError` for a value
    /// out of range, a secret that is not base32, a malformed URI, or options that contradict each
    /// other, without ever repeating a secret.
    public func make(_ options: ValidatorOptions) throws -> any Validator {
        if let uri = options.string("uri") {
            return try makeValidator(uri: uri, options: options)
        }
        guard let base32 = options.string("secret") else {
            let verificationOptions = ["algorithm", "period", "counter", "time"]
            guard !verificationOptions.contains(where: { options.values[$0] != nil }) else {
                throw ValidatorConfigurationError.missingOption("secret", plugin: identifier, alternatives: ["uri"])
            }
            return try OneTimePasswordValidator(digits: try digits(options.integer("digits") ?? 6))
        }
        let secret: OneTimePasswordSecret
        do {
            secret = try OneTimePasswordSecret(base32: base32)
        } catch {
            throw ValidatorConfigurationError.invalidOptionValue(
                "secret", plugin: identifier, given: nil, expected: "base32 text, but \(error.reason)")
        }
        let generator = try OneTimePasswordGenerator(
            secret: secret, algorithm: try algorithm(options), digits: try digits(options.integer("digits") ?? 6))
        if let counter = options.integer("counter") {
            guard counter >= 0 else {
                throw ValidatorConfigurationError.invalidOptionValue(
                    "counter", plugin: identifier, given: String(counter), expected: "an integer of at least 0")
            }
            try refuse("period", in: options, expected: "no value with 'counter' (HOTP has no time steps)")
            return try makeValidator(generator: generator, counter: UInt64(counter), account: secret.replayAccount, options: options)
        }
        return try makeValidator(
            generator: generator, period: options.integer("period") ?? 30, account: secret.replayAccount, options: options)
    }

    private func makeValidator(uri text: String, options: ValidatorOptions) throws -> any Validator {
        for option in ["secret", "algorithm", "digits", "period", "counter"] {
            try refuse(option, in: options, expected: "no value alongside 'uri', which sets it")
        }
        let uri: OneTimePasswordURI
        do {
            uri = try OneTimePasswordURI(text)
        } catch {
            throw ValidatorConfigurationError.invalidOptionValue(
                "uri", plugin: identifier, given: nil, expected: "an otpauth URI, but it \(error.reason)")
        }
        let generator = try OneTimePasswordGenerator(secret: uri.secret, algorithm: uri.algorithm, digits: uri.digits)
        switch uri.kind {
        case .timeBased(let period):
            return try makeValidator(generator: generator, period: period, account: uri.secret.replayAccount, options: options)
        case .counterBased(let counter):
            return try makeValidator(generator: generator, counter: counter, account: uri.secret.replayAccount, options: options)
        }
    }

    private func makeValidator(generator: OneTimePasswordGenerator, period: Int, account: String, options: ValidatorOptions) throws
        -> any Validator
    {
        guard period > 0 else {
            throw ValidatorConfigurationError.invalidOptionValue(
                "period", plugin: identifier, given: String(period), expected: "a whole number of seconds of at least 1")
        }
        let clock: @Sendable () -> Int
        if let time = options.integer("time") {
            guard time >= 0 else {
                throw ValidatorConfigurationError.invalidOptionValue(
                    "time", plugin: identifier, given: String(time), expected: "a Unix time in seconds of at least 0")
            }
            clock = { time }
        } else {
            clock = OneTimePasswordVerifier.currentUnixTime
        }
        return OneTimePasswordValidator(verifier: try OneTimePasswordVerifier(
            generator: generator, period: period, window: try window(options), clock: clock,
            replayStore: replayStore ?? InMemoryReplayStore(), account: account))
    }

    private func makeValidator(generator: OneTimePasswordGenerator, counter: UInt64, account: String, options: ValidatorOptions) throws
        -> any Validator
    {
        try refuse("time", in: options, expected: "no value in HOTP mode, which has no clock")
        return OneTimePasswordValidator(verifier: try OneTimePasswordVerifier(
            generator: generator, counter: counter, window: try window(options),
            replayStore: replayStore ?? InMemoryReplayStore(), account: account))
    }

    private func algorithm(_ options: ValidatorOptions) throws -> OneTimePasswordAlgorithm {
        guard let name = options.string("algorithm") else { return .sha1 }
        guard let algorithm = OneTimePasswordAlgorithm(name: name) else {
            throw ValidatorConfigurationError.invalidOptionValue(
                "algorithm", plugin: identifier, given: name, expected: "SHA1, SHA256 or SHA512")
        }
        return algorithm
    }

    private func digits(_ digits: Int) throws -> Int {
        guard OneTimePasswordGenerator.allowedDigits.contains(digits) else {
            throw ValidatorConfigurationError.invalidOptionValue(
                "digits", plugin: identifier, given: String(digits), expected: "6, 7 or 8")
        }
        return digits
    }

    private func window(_ options: ValidatorOptions) throws -> Int {
        let window = options.integer("window") ?? 1
        guard (0...OneTimePasswordVerifier.maximumWindow).contains(window) else {
            throw ValidatorConfigurationError.invalidOptionValue(
                "window", plugin: identifier, given: String(window),
                expected: "an integer from 0 to \(OneTimePasswordVerifier.maximumWindow)")
        }
        return window
    }

    /// Throws when `option` was given although the other options leave no room for it.
    private func refuse(_ option: String, in options: ValidatorOptions, expected: String) throws {
        guard let value = options.values[option] else { return }
        let isSecret = self.options.first { $0.name == option }?.isSecret ?? true
        throw ValidatorConfigurationError.invalidOptionValue(
            option, plugin: identifier, given: isSecret ? nil : value.description, expected: expected)
    }
}
