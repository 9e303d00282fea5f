#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Hummingbird
public import ValidatorKit
import ValidatorKitBatch
public import ValidatorKitOTP
import ValidatorKitRuntimePlugins
import ValidatorKitSession
import ValidatorKitStandard
import ValidatorKitTesting

/// The service's whole judgement of one submitted request, apart from HTTP: which form, what
/// content type, what bytes, which language; answered with a status and the normalized record
/// or problem details.
///
/// ```swift
/// let service = try ValidationService.load(specFolder: "Examples/Specs")
/// let answer = await service.answer(form: "payment", contentType: "application/json", body: Array(json.utf8))
/// answer.status   // .created with the normalized record, or .unprocessableContent with every failure
/// ```
///
/// A refusal never holds a secure field's value: failures name pointers, paths, codes and
/// messages, and a message that would quote a secure value is replaced (by ``RecordValidator``).
/// The `201` answer holds the record itself, normalized (what the application stores), without
/// the values of its secure fields (``FormSpec/withoutSecureFields(_:)``).
public struct ValidationService: Sendable {
    /// The forms, by route name.
    public let catalog: FormCatalog
    /// How long a submission's asynchronous checks (a username asked of a directory) may take
    /// in all; a check still running then fails the record with `check.timeout`.
    public let checkDeadline: Duration
    /// The default deadline for a submission's checks: 5 seconds.
    public static let defaultCheckDeadline = Duration.seconds(5)
    /// The largest body read, in bytes; a larger one is answered `413`.
    public let maximumBodySize: Int

    /// The default body limit: 64 KiB.
    public static let defaultMaximumBodySize = 64 * 1024

    /// Creates a service over `catalog`.
    public init(
        catalog: FormCatalog, maximumBodySize: Int = Self.defaultMaximumBodySize, checkDeadline: Duration = Self.defaultCheckDeadline
    ) {
        self.catalog = catalog
        self.maximumBodySize = maximumBodySize
        self.checkDeadline = checkDeadline
    }

    /// The most wrong one-time codes tried per secret and time step, across every route and
    /// live form of a service, in the store
    /// ``load(specFolder:pluginLibraries:simulatesUsernameDirectory:maximumBodySize:replayStore:)``
    /// makes by default: 5.
    public static let maximumFailedCodeAttempts = 5

    /// Loads every `*.json` spec of `specFolder` with a registry of the standard validators,
    /// then the plugins of `pluginLibraries` (loaded in order, as `--plugin` does), and, when
    /// `simulatesUsernameDirectory` is true, the `username` plugin on a simulated directory of
    /// taken names (`--demo-directory`: a demonstration, not a service); see
    /// ``FormCatalog/load(folder:registry:)``.
    ///
    /// One-time codes are remembered in `replayStore`, one for the whole service: `POST /{form}`,
    /// the page posted without JavaScript and every live form verify with it, so a code accepted
    /// by one is refused by the others as `otp.replayed`, and wrong codes are counted together
    /// (`otp.too_many_attempts` past ``maximumFailedCodeAttempts`` by default). Give a store in
    /// your database to share it with other instances.
    public static func load(
        specFolder: String, pluginLibraries: [String] = [], simulatesUsernameDirectory: Bool = false,
        maximumBodySize: Int = Self.defaultMaximumBodySize,
        replayStore: any OneTimePasswordReplayStore = InMemoryReplayStore(maximumFailedAttempts: maximumFailedCodeAttempts)
    ) throws(ServerStartupError) -> ValidationService {
        let registry = ValidatorRegistry()
        do {
            let otp = OneTimePasswordPlugin(replayStore: replayStore)
            try registry.register(StandardValidators.plugins.map { $0.identifier == otp.identifier ? otp : $0 })
            if simulatesUsernameDirectory {
                try registry.register(UsernamePlugin(directory: SimulatedUsernameDirectory(clock: ContinuousFieldClock())))
            }
        } catch {
            throw ServerStartupError(file: specFolder, problem: "the validators could not be registered: \(error)")
        }
        for library in pluginLibraries {
            do {
                try RuntimePluginLoader.load(library, into: registry)
            } catch {
                throw ServerStartupError(file: library, problem: "\(error)")
            }
        }
        return ValidationService(catalog: try FormCatalog.load(folder: specFolder, registry: registry), maximumBodySize: maximumBodySize)
    }

    /// The answer to a record submitted to `form`, its problem details in `locale`.
    ///
    /// - `404` for an unknown form; `415` for a content type other than JSON, or none (a body
    ///   of unknown type is not guessed at); `413` for a body over ``maximumBodySize``; `400` for a body that is not
    ///   a JSON object in UTF-8 (problem details, ``ProblemType``);
    /// - else `201` with the normalized record when every field is valid (a submission:
    ///   `RecordValidator.submit(_:locale:checkingWithin:)` runs the asynchronous checks within
    ///   ``checkDeadline``, then verifies one-time passwords and uses them up; secure fields
    ///   left out), `422` listing every failure in the order of the spec's fields, each message
    ///   in `locale` with the spec's titles in that language.
    ///
    /// With `validating` false (the baseline route) everything is done but running the
    /// validators, and a JSON object is answered `200` with the record as read.
    public func answer(
        form: String, contentType: String?, body: some Collection<UInt8>, validating: Bool = true,
        locale: MessageLocale = .english
    ) async -> ServiceAnswer {
        if let refusal = refusal(form: form, contentType: contentType, locale: locale) {
            return refusal
        }
        guard let served = catalog.forms[form] else {
            return unknownForm(in: locale)
        }
        guard body.count <= maximumBodySize else {
            return tooLarge(in: locale)
        }
        let record: [String: JSONValue]
        do throws(JSONRecordError) {
            record = try JSONValue.record(from: body)
        } catch {
            // The reader's description names a byte offset and what was expected there, never
            // the body; it is English whatever the locale.
            return .refusal(.malformedBody, ValidationFailure(code: .inputJSON, message: error.description), in: locale)
        }
        guard validating else {
            return ServiceAnswer(status: .ok, content: .record(.object(record)), locale: locale)
        }
        return await answer(form: served, record: record, locale: locale)
    }

    /// The answer to `record`, read already, submitted to `form`: `404` for an unknown form,
    /// else `201` with the normalized record or `422` listing every failure, as
    /// ``answer(form:contentType:body:validating:locale:)``.
    public func answer(form: String, record: [String: JSONValue], locale: MessageLocale = .english) async -> ServiceAnswer {
        guard let served = catalog.forms[form] else {
            return unknownForm(in: locale)
        }
        return await answer(form: served, record: record, locale: locale)
    }

    private func answer(form served: ServedForm, record: [String: JSONValue], locale: MessageLocale) async -> ServiceAnswer {
        let verdict = await served.records.submit(record, locale: locale, checkingWithin: checkDeadline)
        guard let value = verdict.value, verdict.isValid else {
            return .invalid(verdict, in: locale)
        }
        // The record without its secure fields: a password or a security code is not sent back.
        return ServiceAnswer(status: .created, content: .record(served.spec.withoutSecureFields(value)), locale: locale)
    }

    /// What can be answered before the body is read: `404` for an unknown form, `415` for a
    /// content type other than JSON; nil when the body is to be read.
    public func refusal(form: String, contentType: String?, locale: MessageLocale = .english) -> ServiceAnswer? {
        guard catalog.forms[form] != nil else {
            return unknownForm(in: locale)
        }
        return Self.refusal(ofContentType: contentType, locale: locale)
    }

    /// The `404` answer; it does not quote the address asked for.
    public func unknownForm(in locale: MessageLocale) -> ServiceAnswer {
        .refusal(
            .unknownForm, ValidationFailure(code: .formUnknown, arguments: ["forms": .string(catalog.names.joined(separator: ", "))]),
            in: locale)
    }

    /// The `413` answer.
    public func tooLarge(in locale: MessageLocale) -> ServiceAnswer {
        .refusal(.bodyTooLarge, ValidationFailure(code: .inputTooLarge, arguments: ["limit": .integer(maximumBodySize)]), in: locale)
    }

    /// `415` unless `contentType` is `application/json` or `application/…+json`, with no
    /// charset but UTF-8; `415` too when there is none.
    static func refusal(ofContentType contentType: String?, locale: MessageLocale) -> ServiceAnswer? {
        let parts = (contentType ?? "").split(separator: ";").map(Self.trimmedLowercase)
        let mediaType = parts.first ?? ""
        let isJSON = mediaType == "application/json" || (mediaType.hasPrefix("application/") && mediaType.hasSuffix("+json"))
        let charsets = parts.dropFirst().filter { $0.hasPrefix("charset=") }
        let isUTF8 = charsets.allSatisfy { ["charset=utf-8", "charset=\"utf-8\"", "charset=utf8"].contains($0) }
        guard !(isJSON && isUTF8) else { return nil }
        return .refusal(.unsupportedMediaType, ValidationFailure(code: .inputMediaType), in: locale)
    }

    private static func trimmedLowercase(_ part: Substring) -> String {
        var part = part
        while part.first == " " || part.first == "\t" { part.removeFirst() }
        while part.last == " " || part.last == "\t" { part.removeLast() }
        return part.lowercased()
    }
}
