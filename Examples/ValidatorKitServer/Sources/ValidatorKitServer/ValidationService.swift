#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Hummingbird
import ValidatorKit
import ValidatorKitStandard

/// The service's whole judgement of one submitted request, apart from HTTP: which form, what
/// content type, what bytes; answered with a status and a JSON body.
///
/// ```swift
/// let service = try ValidationService.load(specFolder: "Examples/Specs")
/// let answer = service.answer(form: "payment", contentType: "application/json", body: Array(json.utf8))
/// answer.status   // .created, or .unprocessableContent with every failing field
/// ```
///
/// The answer never holds a secure field's value: failures name fields, paths, codes and
/// messages, and a message that would quote a secure value is replaced (by ``RecordValidator``).
public struct ValidationService: Sendable {
    /// The forms, by route name.
    public let catalog: FormCatalog
    /// The largest body read, in bytes; a larger one is answered `413`.
    public let maximumBodySize: Int

    /// The default body limit: 64 KiB.
    public static let defaultMaximumBodySize = 64 * 1024

    /// Creates a service over `catalog`.
    public init(catalog: FormCatalog, maximumBodySize: Int = Self.defaultMaximumBodySize) {
        self.catalog = catalog
        self.maximumBodySize = maximumBodySize
    }

    /// Loads every `*.json` spec of `specFolder` with the standard validators
    /// (`StandardValidators`); see ``FormCatalog/load(folder:registry:)``.
    public static func load(
        specFolder: String, maximumBodySize: Int = Self.defaultMaximumBodySize
    ) throws(ServerStartupError) -> ValidationService {
        let registry = ValidatorRegistry()
        do {
            try StandardValidators.register(in: registry)
        } catch {
            throw ServerStartupError(file: specFolder, problem: "the standard validators could not be registered: \(error)")
        }
        return ValidationService(catalog: try FormCatalog.load(folder: specFolder, registry: registry), maximumBodySize: maximumBodySize)
    }

    /// The answer to a record submitted to `form`.
    ///
    /// - `404` for an unknown form; `415` for a content type other than JSON (a missing one is
    ///   taken as JSON); `413` for a body over ``maximumBodySize``; `400` for a body that is not
    ///   a JSON object in UTF-8;
    /// - else `201` when every field is valid (a submission: `RecordValidator.submit(_:)`
    ///   verifies one-time passwords and uses them up), `422` listing every failing field in
    ///   form order.
    ///
    /// With `validating` false (the baseline route) everything is done but running the
    /// validators, and a JSON object is answered `200` `{"status":"parsed"}`.
    public func answer(
        form: String, contentType: String?, body: some Collection<UInt8>, validating: Bool = true
    ) -> ServiceAnswer {
        if let refusal = refusal(form: form, contentType: contentType) {
            return refusal
        }
        guard let served = catalog.forms[form] else {
            return unknownForm
        }
        guard body.count <= maximumBodySize else {
            return tooLarge
        }
        let record: [String: JSONValue]
        switch Self.record(from: body) {
        case .success(let object): record = object
        case .failure(let refusal): return refusal.answer
        }
        guard validating else {
            return ServiceAnswer(status: .ok, body: AnswerBody(status: "parsed"))
        }
        let verdict = served.records.submit(record)
        guard !verdict.isValid else {
            return ServiceAnswer(status: .created, body: .accepted)
        }
        // The record validator has already replaced any message quoting a secure value.
        let errors = verdict.failures.map { failing in
            FieldError(
                field: String(failing.pointer.dropFirst()), path: failing.path, code: failing.failure.code.rawValue,
                message: failing.failure.message(in: .english))
        }
        return ServiceAnswer(status: .unprocessableContent, body: AnswerBody(status: "invalid", errors: errors))
    }

    /// What can be answered before the body is read: `404` for an unknown form, `415` for a
    /// content type other than JSON; nil when the body is to be read.
    public func refusal(form: String, contentType: String?) -> ServiceAnswer? {
        guard catalog.forms[form] != nil else {
            return unknownForm
        }
        return Self.refusal(ofContentType: contentType)
    }

    /// The `404` answer; it does not quote the address asked for.
    public var unknownForm: ServiceAnswer {
        .refusal(
            .notFound, "unknown_form",
            ValidationFailure(code: .formUnknown, arguments: ["forms": .string(catalog.names.joined(separator: ", "))]))
    }

    /// The `413` answer.
    public var tooLarge: ServiceAnswer {
        .refusal(
            .contentTooLarge, "too_large", ValidationFailure(code: .inputTooLarge, arguments: ["limit": .integer(maximumBodySize)]))
    }

    /// `415` unless `contentType` is absent, `application/json` or `application/…+json`, with
    /// no charset but UTF-8.
    static func refusal(ofContentType contentType: String?) -> ServiceAnswer? {
        guard let contentType else { return nil }
        let parts = contentType.split(separator: ";").map(Self.trimmedLowercase)
        let mediaType = parts.first ?? ""
        let isJSON = mediaType == "application/json" || (mediaType.hasPrefix("application/") && mediaType.hasSuffix("+json"))
        let charsets = parts.dropFirst().filter { $0.hasPrefix("charset=") }
        let isUTF8 = charsets.allSatisfy { ["charset=utf-8", "charset=\"utf-8\"", "charset=utf8"].contains($0) }
        guard !(isJSON && isUTF8) else { return nil }
        return .refusal(
            .unsupportedMediaType, "unsupported_media_type", ValidationFailure(code: .inputMediaType))
    }

    private static func trimmedLowercase(_ part: Substring) -> String {
        var part = part
        while part.first == " " || part.first == "\t" { part.removeFirst() }
        while part.last == " " || part.last == "\t" { part.removeLast() }
        return part.lowercased()
    }

    /// A refusal of a body that is not a JSON object.
    struct Malformed: Error {
        let answer: ServiceAnswer

        init(_ message: String) {
            answer = .refusal(.badRequest, "malformed", ValidationFailure(code: .inputJSON, message: message))
        }
    }

    /// The JSON object in `body`, read by the same strict reader as `validator-demo check --spec`;
    /// the message of a refusal names a byte offset and what was expected there, never the body.
    static func record(from body: some Collection<UInt8>) -> Result<[String: JSONValue], Malformed> {
        do throws(JSONRecordError) {
            return .success(try JSONValue.record(from: body))
        } catch {
            return .failure(Malformed(error.description))
        }
    }
}
