#if Hummingbird
public import Hummingbird
import NIOCore
import ValidatorKit
public import ValidatorKitServing

extension Request {
    /// The body's record, validated by `form` and decoded into the app's own `type`: the one call
    /// of a Hummingbird route.
    ///
    /// ```swift
    /// router.post("signup") { request, context -> HTTPResponse.Status in
    ///     let signup = try await request.decode(Signup.self, validatedBy: signupForm, context: context)
    ///     try await accounts.create(signup)
    ///     return .created
    /// }
    /// ```
    ///
    /// Reads the body (JSON, or a form posted as `application/x-www-form-urlencoded`) within the
    /// form's `SubmissionLimits`, judges the record in the best language of `Accept-Language`
    /// with its asynchronous checks and submission verifiers (one-time codes used up), and
    /// decodes the normalized record (E.164 phones, card digits, `YYYY-MM` expiries), without
    /// JSON text in between (`SubmittedRecord.decode(_:)`).
    ///
    /// - Throws: `SubmissionRefusal`, an `HTTPResponseError` answered as RFC 9457 problem
    ///   details (`400`, `413`, `415`, `422`) with `Content-Language` and `Vary`, logged at
    ///   `debug` with the failures' pointers and codes; `RecordDecodingError` when `type`
    ///   disagrees with the spec's records.
    public func decode<Value: Decodable>(
        _ type: Value.Type, validatedBy form: ServedForm, context: some RequestContext,
        accepting formats: Set<SubmissionFormat> = Set(SubmissionFormat.allCases)
    ) async throws -> Value {
        try await submission(validatedBy: form, context: context, accepting: formats).decode(type)
    }

    /// The body's record validated by `form`, normalized, as ``decode(_:validatedBy:context:accepting:)``
    /// reads and judges it, before it is decoded into a type.
    public func submission(
        validatedBy form: ServedForm, context: some RequestContext,
        accepting formats: Set<SubmissionFormat> = Set(SubmissionFormat.allCases)
    ) async throws -> SubmittedRecord {
        do {
            return try await form.submission(
                contentType: headers[.contentType], acceptLanguage: headers[.acceptLanguage], accepting: formats,
                readBody: collectedBody(upTo:))
        } catch let refusal as SubmissionRefusal {
            context.logger.debug("refused", metadata: ["form": "\(form.name)", "refusal": "\(refusal)"])
            throw refusal
        }
    }

    /// The body, read whole; nil when it is larger than `limit` bytes, by its `Content-Length`
    /// (nothing is read) or as it arrives (chunked).
    public func collectedBody(upTo limit: Int) async throws -> [UInt8]? {
        if let length = headers[.contentLength].flatMap(Int.init), length > limit {
            return nil
        }
        do {
            return Array(try await body.collect(upTo: limit).readableBytesView)
        } catch is NIOTooManyBytesError {
            return nil
        } catch let error as HTTPError where error.status == .contentTooLarge {
            return nil
        }
    }
}
#endif
