import Foundation
import ValidatorKit
import ValidatorKitOTP
public import ValidatorKitServing
import ValidatorKitStandard
import ValidatorKitTesting

/// The forms of the integrations' tests, from `Specs/` beside this file: `payment` (a card, an
/// expiry judged against November 2026, a Swiss phone number, a whole number) and `signup` (a
/// username asked of ValidatorKitTesting's simulated directory, in which `alice` is taken, and an
/// RFC 4226 HOTP code from counter 0), built through one registry whose one-time-code plugin has
/// one replay store, as a service builds them.
public struct TestForms: Sendable {
    /// The payment form.
    public let payment: ServedForm
    /// The signup form.
    public let signup: ServedForm

    /// Builds both forms, each submission within `limits`.
    public init(limits: SubmissionLimits = SubmissionLimits()) throws {
        let registry = ValidatorRegistry()
        let otp = OneTimePasswordPlugin(replayStore: InMemoryReplayStore())
        try registry.register(StandardValidators.plugins.map { $0.identifier == otp.identifier ? otp : $0 })
        try registry.register(UsernamePlugin(directory: SimulatedUsernameDirectory(clock: ContinuousFieldClock())))
        payment = try ServedForm(name: "payment", spec: try Self.spec("payment"), registry: registry, limits: limits)
        signup = try ServedForm(name: "signup", spec: try Self.spec("signup"), registry: registry, limits: limits)
    }

    private static func spec(_ name: String) throws -> FormSpec {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Specs/\(name).json")
        return try FormSpec.decode(Array(try Data(contentsOf: file)))
    }

    /// A valid payment as JSON: Stripe's Visa test number with spaces, December 2030 as `12/30`,
    /// Google Zurich's number (libphonenumber's Swiss example) as dialled in Switzerland.
    public static let validPayment =
        #"{"name":"Ada Lovelace","card":"4242 4242 4242 4242","expiry":"12/30","cvc":"123","phone":"044 668 18 00","seats":2}"#

    /// ``validPayment`` as a form posted without JavaScript, every value a text.
    public static let validPaymentPosted =
        "name=Ada+Lovelace&card=4242424242424242&expiry=12%2F30&cvc=123&phone=%2B41+44+668+18+00&seats=2"

    /// ``validPayment`` normalized: the card's digits, `YYYY-MM`, E.164, the number of seats a
    /// whole number.
    public static let normalizedPayment = Payment(
        name: "Ada Lovelace", card: "4242424242424242", expiry: "2030-12", cvc: "123", phone: "+41446681800", seats: 2)
}

/// The app's own type a payment is decoded into.
public struct Payment: Codable, Equatable, Sendable {
    public let name: String
    public let card: String
    public let expiry: String
    public let cvc: String
    public let phone: String
    public let seats: Int

    public init(name: String, card: String, expiry: String, cvc: String, phone: String, seats: Int) {
        self.name = name
        self.card = card
        self.expiry = expiry
        self.cvc = cvc
        self.phone = phone
        self.seats = seats
    }
}

/// The app's own type a signup is decoded into.
public struct Signup: Codable, Equatable, Sendable {
    public let username: String
    public let code: String

    public init(username: String, code: String) {
        self.username = username
        self.code = code
    }
}

/// Problem details (RFC 9457) as the tests read them, independent of the SDK's types.
public struct Problem: Decodable, Equatable, Sendable {
    /// One failure of an invalid record.
    public struct Failure: Decodable, Equatable, Sendable {
        public let pointer: String
        public let code: String
        public let detail: String

        public init(pointer: String, code: String, detail: String) {
            self.pointer = pointer
            self.code = code
            self.detail = detail
        }
    }

    public let type: String
    public let title: String
    public let status: Int
    public let detail: String?
    public let code: String?
    public let errors: [Failure]?

    public init(type: String, title: String, status: Int, detail: String?, code: String?, errors: [Failure]?) {
        self.type = type
        self.title = title
        self.status = status
        self.detail = detail
        self.code = code
        self.errors = errors
    }
}

/// RFC 4226's HOTP values for the secret `12345678901234567890` (Appendix D), counters 0 and 1.
public enum RFC4226 {
    public static let codeOfCounter0 = "755224"
    public static let codeOfCounter1 = "287082"
}
