public import ValidatorKit

/// A service's whole judgement of one request submitted to one of its forms, apart from HTTP:
/// which form, what content type, what bytes, which language; answered with a status and the
/// normalized record or problem details.
///
/// ```swift
/// let service = ValidationService(catalog: try FormCatalog.load(folder: "Examples/Specs", registry: registry))
/// let answer = await service.answer(form: "payment", contentType: "application/json", body: Array(json.utf8))
/// answer.status   // 201 with the normalized record, or 422 with every failure
/// ```
///
/// A refusal never holds a secure field's value: failures name pointers, paths, codes and
/// messages, and a message that would quote a secure value is replaced (by `RecordValidator`).
/// The `201` answer holds the record itself, normalized (what the application stores), without
/// the values of its secure fields (``ServedForm/withoutSecureFields(_:)``).
public struct ValidationService: Sendable {
    /// The forms, by route name.
    public let catalog: FormCatalog

    /// Creates a service over `catalog`; each form reads and judges within its own
    /// ``ServedForm/limits``.
    public init(catalog: FormCatalog) {
        self.catalog = catalog
    }

    /// The answer to a JSON record submitted to `form`, its problem details in `locale`.
    ///
    /// - `404` for an unknown form; `415` for a content type other than JSON, or none (a body
    ///   of unknown type is not guessed at); `413` for a body over the form's
    ///   ``SubmissionLimits/maximumBodySize``; `400` for a body that is not a JSON object in UTF-8
    ///   (problem details, ``ProblemType``);
    /// - else `201` with the normalized record when every field is valid (a submission:
    ///   `RecordValidator.submit(_:locale:checkingWithin:)` runs the asynchronous checks within
    ///   the form's ``SubmissionLimits/checkDeadline``, then verifies one-time passwords and uses them up; secure fields
    ///   left out), `422` listing every failure in the order of the spec's fields, each message
    ///   in `locale` with the spec's titles in that language.
    ///
    /// With `validating` false (the baseline route) everything is done but running the
    /// validators, and a JSON object is answered `200` with the record as read.
    public func answer(
        form: String, contentType: String?, body: some Collection<UInt8>, validating: Bool = true,
        locale: MessageLocale = .english
    ) async -> SubmissionAnswer {
        if let refusal = refusal(form: form, contentType: contentType, locale: locale) {
            return refusal
        }
        guard let served = catalog.forms[form] else {
            return unknownForm(in: locale)
        }
        guard body.count <= served.limits.maximumBodySize else {
            return SubmissionRefusal.tooLarge(limit: served.limits.maximumBodySize, in: locale).answer
        }
        let record: [String: JSONValue]
        do throws(SubmissionRefusal) {
            record = try ServedForm.jsonRecord(from: body, locale: locale)
        } catch {
            return error.answer
        }
        guard validating else {
            return SubmissionAnswer(status: .ok, content: .record(.object(record)), locale: locale)
        }
        return await answer(form: served, record: record, locale: locale)
    }

    /// The answer to `record`, read already, submitted to `form`: `404` for an unknown form,
    /// else `201` with the normalized record or `422` listing every failure, as
    /// ``answer(form:contentType:body:validating:locale:)``.
    public func answer(form: String, record: [String: JSONValue], locale: MessageLocale = .english) async -> SubmissionAnswer {
        guard let served = catalog.forms[form] else {
            return unknownForm(in: locale)
        }
        return await answer(form: served, record: record, locale: locale)
    }

    private func answer(form served: ServedForm, record: [String: JSONValue], locale: MessageLocale) async -> SubmissionAnswer {
        do throws(SubmissionRefusal) {
            let value = try await served.submit(record, locale: locale)
            // The record without its secure fields: a password or a security code is not sent back.
            return SubmissionAnswer(status: .created, content: .record(served.withoutSecureFields(value)), locale: locale)
        } catch {
            return error.answer
        }
    }

    /// What can be answered before the body is read: `404` for an unknown form, `415` for a
    /// content type other than JSON; nil when the body is to be read.
    public func refusal(form: String, contentType: String?, locale: MessageLocale = .english) -> SubmissionAnswer? {
        guard catalog.forms[form] != nil else {
            return unknownForm(in: locale)
        }
        guard SubmissionFormat(contentType: contentType, accepting: [.json]) != nil else {
            return SubmissionRefusal.unsupportedMediaType(accepting: [.json], in: locale).answer
        }
        return nil
    }

    /// The `404` answer; it does not quote the address asked for.
    public func unknownForm(in locale: MessageLocale) -> SubmissionAnswer {
        .refusal(
            .unknownForm, ValidationFailure(code: .formUnknown, arguments: ["forms": .string(catalog.names.joined(separator: ", "))]),
            in: locale)
    }
}
