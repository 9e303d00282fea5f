#if Vapor
import NIOCore
import ValidatorKit
public import ValidatorKitServing
public import Vapor

extension Request {
    /// The body's record, validated by `form` and decoded into the app's own `type`: the one call
    /// of a Vapor route.
    ///
    /// ```swift
    /// app.on(.POST, "signup", body: .stream) { req -> HTTPStatus in
    ///     let signup = try await req.decodeValidated(Signup.self, with: signupForm)
    ///     try await accounts.create(signup)
    ///     return .created
    /// }
    /// ```
    ///
    /// Reads the body (JSON, or a form posted as `application/x-www-form-urlencoded`) within the
    /// form's `SubmissionLimits` (register the route with `body: .stream`, or a collected body
    /// of at least that size, else Vapor refuses a larger body before this runs), judges the
    /// record in the best language of `Accept-Language` with its asynchronous checks and
    /// submission verifiers (one-time codes used up), and decodes the normalized record (E.164
    /// phones, card digits, `YYYY-MM` expiries) without JSON text in between
    /// (`SubmittedRecord.decode(_:)`). It is a method of the request, not of `req.content`,
    /// because it reads `Accept-Language` and streams the body, which a content container cannot.
    ///
    /// - Throws: `SubmissionRefusal`, an `AbortError` that ``ProblemDetailsMiddleware``
    ///   answers as RFC 9457 problem details (`400`, `413`, `415`, `422`) with
    ///   `Content-Language` and `Vary`; `RecordDecodingError` when `type` disagrees with the
    ///   spec's records.
    public func decodeValidated<Value: Decodable>(
        _ type: Value.Type, with form: ServedForm, accepting formats: Set<SubmissionFormat> = Set(SubmissionFormat.allCases)
    ) async throws -> Value {
        try await submission(validatedBy: form, accepting: formats).decode(type)
    }

    /// The body's record validated by `form`, normalized, as ``decodeValidated(_:with:accepting:)``
    /// reads and judges it, before it is decoded into a type.
    public func submission(
        validatedBy form: ServedForm, accepting formats: Set<SubmissionFormat> = Set(SubmissionFormat.allCases)
    ) async throws -> SubmittedRecord {
        try await form.submission(
            contentType: headers.first(name: .contentType), acceptLanguage: headers.first(name: .acceptLanguage),
            accepting: formats, readBody: collectedBody(upTo:))
    }

    /// The body, read whole; nil when it is larger than `limit` bytes, by its `Content-Length`
    /// (nothing is read), as collected already, or as it arrives (streamed, chunked).
    public func collectedBody(upTo limit: Int) async throws -> [UInt8]? {
        if let length = headers.first(name: .contentLength).flatMap(Int.init), length > limit {
            return nil
        }
        do {
            guard let buffer = try await body.collect(max: limit).get() else { return [] }
            return buffer.readableBytes > limit ? nil : Array(buffer.readableBytesView)
        } catch let error as any AbortError where error.status == .payloadTooLarge {
            return nil
        }
    }
}
#endif
