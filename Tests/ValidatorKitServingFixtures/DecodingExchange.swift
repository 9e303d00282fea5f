import Foundation
public import ValidatorKitServing

/// A request to the routes an app writes with an integration's one call (`POST /payment` decoding a
/// ``Payment``, `POST /signup` a ``Signup``, each answering `201` with the decoded value), and what
/// it must be answered: the same whatever the framework, so each integration's suite sends every
/// one of ``all`` through its own routes and compares what came back (``mismatches(status:header:body:)``).
public struct DecodingExchange: Sendable, CustomStringConvertible {
    /// What must come back.
    public enum Answer: Sendable {
        /// `201` with this payment.
        case created(Payment)
        /// Problem details of `status` (with `Vary: Accept-Language`), in `language` when given,
        /// whose members given here are these.
        case refused(
            status: Int, language: String? = nil, type: String, title: String? = nil, detail: String? = nil, code: String? = nil,
            errors: [Problem.Failure]? = nil)
    }

    /// What the exchange shows, as the test names it.
    public let description: String
    /// `/payment` or `/signup`.
    public let path: String
    public let body: String
    public let contentType: String
    /// The `Accept-Language` sent, if any.
    public let acceptLanguage: String?
    /// The limits of the forms the routes validate with.
    public let limits: SubmissionLimits
    public let answer: Answer

    init(
        _ description: String, _ path: String, _ body: String, contentType: String = "application/json",
        acceptLanguage: String? = nil, limits: SubmissionLimits = SubmissionLimits(), answer: Answer
    ) {
        self.description = description
        self.path = path
        self.body = body
        self.contentType = contentType
        self.acceptLanguage = acceptLanguage
        self.limits = limits
        self.answer = answer
    }

    /// What differs between the answer received (`status`, a header field by its name, `body`)
    /// and ``answer``, one sentence each; empty when nothing does.
    public func mismatches(status: Int, header: (String) -> String?, body: [UInt8]) -> [String] {
        switch answer {
        case .created(let payment):
            guard status == 201 else { return ["status \(status), not 201"] }
            let decoded = try? JSONDecoder().decode(Payment.self, from: Data(body))
            return decoded == payment ? [] : ["the payment \(String(decoding: body, as: UTF8.self)), not \(payment)"]
        case .refused(let expectedStatus, let language, let type, let title, let detail, let code, let errors):
            var found: [String] = []
            if status != expectedStatus { found.append("status \(status), not \(expectedStatus)") }
            if header("Content-Type") != "application/problem+json" { found.append("Content-Type \(header("Content-Type") ?? "none")") }
            if header("Vary") != "Accept-Language" { found.append("Vary \(header("Vary") ?? "none")") }
            if let language, header("Content-Language") != language {
                found.append("Content-Language \(header("Content-Language") ?? "none"), not \(language)")
            }
            guard let problem = try? JSONDecoder().decode(Problem.self, from: Data(body)) else {
                return found + ["not problem details: \(String(decoding: body, as: UTF8.self))"]
            }
            if problem.status != expectedStatus { found.append("member status \(problem.status)") }
            if problem.type != type { found.append("type \(problem.type), not \(type)") }
            if let title, problem.title != title { found.append("title '\(problem.title)', not '\(title)'") }
            if let detail, problem.detail != detail { found.append("detail '\(problem.detail ?? "none")', not '\(detail)'") }
            if let code, problem.code != code { found.append("code \(problem.code ?? "none"), not \(code)") }
            if let errors, problem.errors != errors { found.append("errors \(problem.errors ?? []), not \(errors)") }
            return found
        }
    }

    /// Every exchange: a valid payment as JSON and as a form post, the normalized ``Payment``
    /// (``TestForms/normalizedPayment``); an invalid one in three languages (the catalogs' texts
    /// of `length.too_short` with a minimum of 2, and of the count of failures); malformed JSON, a
    /// repeated member, a name posted twice; a body over a 64-byte limit (German); a body neither
    /// JSON nor a form; a username `alice`, taken in ValidatorKitTesting's simulated directory.
    public static let all: [DecodingExchange] = valid + invalid + malformed + refused

    private static let valid: [DecodingExchange] = [
        DecodingExchange("a valid record is decoded normalized", "/payment", TestForms.validPayment,
                         answer: .created(TestForms.normalizedPayment)),
        DecodingExchange("a form post is read with the spec's coercion", "/payment", TestForms.validPaymentPosted,
                         contentType: "application/x-www-form-urlencoded", answer: .created(TestForms.normalizedPayment)),
    ]

    private static let invalid: [DecodingExchange] = [
        ("en", "en", "The record is not valid", "1 value is not valid", "Must be at least 2 characters"),
        ("de-CH, en;q=0.5", "de", "Der Datensatz ist ungültig", "1 Wert ist ungültig", "Mindestens 2 Zeichen erforderlich"),
        ("fr;q=0.9, ja;q=0.1", "fr", "L'enregistrement n'est pas valide", "1 valeur n'est pas valide", "Doit contenir au moins 2 caractères"),
    ].map { (header: String, language: String, title: String, detail: String, message: String) -> DecodingExchange in
        DecodingExchange(
            "an invalid record is unprocessable in '\(header)'", "/payment",
            TestForms.validPayment.replacingOccurrences(of: "Ada Lovelace", with: "A"), acceptLanguage: header,
            answer: .refused(
                status: 422, language: language, type: "https://validatorkit.dev/problems/invalid-record", title: title,
                detail: detail, errors: [Problem.Failure(pointer: "/name", code: "length.too_short", detail: message)]))
    }

    private static let malformed: [DecodingExchange] = [#"{"name": "Ada""#, #"{"seats": 1, "seats": 2}"#].map { (body: String) -> DecodingExchange in
        DecodingExchange(
            "malformed JSON or a repeated member is a bad request: \(body)", "/payment", body,
            answer: .refused(status: 400, type: "https://validatorkit.dev/problems/malformed-body", code: "input.json"))
    }

    private static let refused: [DecodingExchange] = [
        DecodingExchange(
            "a name posted twice is a bad request", "/payment", "name=Ada&name=Bob", contentType: "application/x-www-form-urlencoded",
            answer: .refused(
                status: 400, type: "https://validatorkit.dev/problems/malformed-body", detail: "The field 'name' is given twice")),
        DecodingExchange(
            "a body over the limit is too large", "/payment", TestForms.validPayment, acceptLanguage: "de",
            limits: SubmissionLimits(maximumBodySize: 64),
            answer: .refused(
                status: 413, language: "de", type: "https://validatorkit.dev/problems/body-too-large", title: "Der Inhalt ist zu groß",
                detail: "Der Inhalt ist größer als 64 Byte", code: "input.too_large")),
        DecodingExchange(
            "a body that is not JSON or a form is unsupported, naming both", "/payment", "name: Ada", contentType: "text/plain",
            answer: .refused(
                status: 415, type: "https://validatorkit.dev/problems/unsupported-media-type",
                title: "The body's media type is not one this form reads",
                detail: "The body must be in UTF-8, of a Content-Type this form reads: application/json, application/x-www-form-urlencoded",
                code: "input.media_type")),
        DecodingExchange(
            "an unsupported body in French names both media types in French", "/payment", "name: Ada", contentType: "text/plain",
            acceptLanguage: "fr",
            answer: .refused(
                status: 415, language: "fr", type: "https://validatorkit.dev/problems/unsupported-media-type",
                title: "Le type de média du corps n'est pas un que ce formulaire lit",
                detail: "Le corps doit être en UTF-8, d'un Content-Type que ce formulaire lit : application/json, application/x-www-form-urlencoded",
                code: "input.media_type")),
        DecodingExchange(
            "a taken username is unprocessable", "/signup", #"{"username":"alice","code":"\#(RFC4226.codeOfCounter0)"}"#,
            answer: .refused(
                status: 422, type: "https://validatorkit.dev/problems/invalid-record",
                errors: [Problem.Failure(pointer: "/username", code: "username.taken", detail: "This username is taken")])),
    ]
}
