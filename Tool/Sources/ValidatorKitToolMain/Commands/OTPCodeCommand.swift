import ArgumentParser
import ValidatorKitBatch
import ValidatorKitSession
import ValidatorKitTool
import ValidatorKitOTP

/// `validator otp-code`: the code the default form's one-time code field accepts now.
struct OTPCodeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "otp-code",
        abstract: "Print the current one-time code for the default form's secret (TOTP, SHA-1, 6 digits, 30 s)",
        discussion: """
            The default form verifies its one-time code against the demo secret given in the \
            README, or against --otp-secret; type what this prints into the form. The secret is \
            never printed.
            """)

    @Option(
        name: .customLong("otp-secret"),
        help: ArgumentHelp("Base32 secret (default: the demo secret in the README)", valueName: "base32"))
    var otpSecret: String?

    @Option(help: ArgumentHelp("Unix time in seconds to compute the code at (default: now)", valueName: "seconds"))
    var time: Int?

    func run() throws {
        let secret: OneTimePasswordSecret
        do {
            secret = try OneTimePasswordSecret(base32: otpSecret ?? DefaultForm.demoOTPSecret)
        } catch {
            CommandFailure.exit(with: UsageError("--otp-secret: \(error)"))
        }
        let now = time ?? CurrentProcess.secondsSince1970()
        guard now >= 0 else {
            CommandFailure.exit(with: UsageError("--time cannot be before 1970, got \(now)"))
        }
        var out = OutputBuffer(descriptor: 1)
        out.append(try OneTimePasswordGenerator(secret: secret).code(time: now) + "\n")
        out.flush()
    }
}
