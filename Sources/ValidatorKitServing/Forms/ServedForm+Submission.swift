public import ValidatorKit

extension ServedForm {
    /// The record submitted in one request, judged: the one call behind the framework
    /// integrations' `decode(_:validatedBy:context:)` and `decodeValidated(_:with:)`.
    ///
    /// In order: the content type among `formats` (else `415`, naming their media types), the
    /// body read by `readBody` within ``SubmissionLimits/maximumBodySize`` (it answers nil past
    /// it: `413`), the record read from it (`400` for JSON that is not one object, a member given twice, nesting past
    /// 64 levels; the same for a name posted twice), then judged as a submission in the best
    /// language of `acceptLanguage` (``LanguagePreference``): synchronous validators, then the
    /// asynchronous checks within ``SubmissionLimits/checkDeadline``, then the submission
    /// verifiers, one-time codes used up in the registry's replay store (`422` listing every
    /// failure).
    ///
    /// - Returns: the normalized record, secure fields included (the app's to use, not to echo).
    /// - Throws: ``SubmissionRefusal`` with problem details in that language; whatever
    ///   `readBody` throws.
    public func submission(
        contentType: String?, acceptLanguage: String?, accepting formats: Set<SubmissionFormat> = Set(SubmissionFormat.allCases),
        readBody: (_ limit: Int) async throws -> [UInt8]?
    ) async throws -> SubmittedRecord {
        let locale = LanguagePreference.locale(for: acceptLanguage)
        guard let format = SubmissionFormat(contentType: contentType, accepting: formats) else {
            throw SubmissionRefusal.unsupportedMediaType(accepting: formats, in: locale)
        }
        guard let body = try await readBody(limits.maximumBodySize) else {
            throw SubmissionRefusal.tooLarge(limit: limits.maximumBodySize, in: locale)
        }
        let record = try record(from: body, format: format, locale: locale)
        return SubmittedRecord(value: try await submit(record, locale: locale), locale: locale)
    }

    /// The record in `body`, read as `format`: a JSON object (`400` for one that is not, or
    /// repeats a member, or nests past 64 levels, or is over 1 MiB), or a form post filled into
    /// the form's fields (`400` for a name given twice, which is never joined; an item past a
    /// list's `maxItems` kept, so the list is `list.too_many`).
    ///
    /// - Throws: ``SubmissionRefusal``; `FormSpecError` only if the form's fields cannot be
    ///   built again, which they were when the form was.
    public func record(from body: some Collection<UInt8>, format: SubmissionFormat, locale: MessageLocale) throws -> [String: JSONValue] {
        switch format {
        case .json:
            return try Self.jsonRecord(from: body, locale: locale)
        case .formPost:
            let pairs = FormPost.pairs(of: body)
            if let repeated = FormPost.repeatedName(in: pairs) {
                throw SubmissionRefusal(.refusal(
                    .malformedBody, ValidationFailure(code: .inputJSON, message: "The field '\(repeated.prefix(80))' is given twice"),
                    in: locale))
            }
            return try FormPost.record(of: self, pairs: pairs)
        }
    }

    /// `record` judged as a submission in `locale`: the asynchronous checks run within
    /// `deadline` (``SubmissionLimits/checkDeadline`` when nil), then the submission verifiers,
    /// which use one-time codes up.
    ///
    /// - Returns: the normalized record (E.164 phones, card digits, `YYYY-MM` expiries), secure
    ///   fields included.
    /// - Throws: ``SubmissionRefusal``: `422` listing every failure in the order of the spec's
    ///   fields, each message in `locale` with the spec's titles in that language.
    public func submit(
        _ record: [String: JSONValue], locale: MessageLocale, checkingWithin deadline: Duration? = nil
    ) async throws(SubmissionRefusal) -> JSONValue {
        let verdict = await records.submit(record, locale: locale, checkingWithin: deadline ?? limits.checkDeadline)
        guard let value = verdict.value, verdict.isValid else {
            throw SubmissionRefusal(.invalid(verdict, in: locale))
        }
        return value
    }

    /// The JSON object in `body`: `400` for one that is not, or repeats a member, or nests past
    /// 64 levels, or is over 1 MiB.
    static func jsonRecord(from body: some Collection<UInt8>, locale: MessageLocale) throws(SubmissionRefusal) -> [String: JSONValue] {
        do throws(JSONRecordError) {
            return try JSONValue.record(from: body)
        } catch {
            // The reader's description names a byte offset and what was expected there, never
            // the body; it is English whatever the locale.
            throw SubmissionRefusal(.refusal(.malformedBody, ValidationFailure(code: .inputJSON, message: error.description), in: locale))
        }
    }
}
