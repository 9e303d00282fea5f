public import ValidatorKit

/// A record a served form accepted: normalized (E.164 phones, card digits, `YYYY-MM` expiries),
/// its secure fields included, and the language it was judged in.
///
/// ```swift
/// struct Payment: Decodable { let card: String; let expiry: String }
/// let payment = try submitted.decode(Payment.self)   // card "4242424242424242", expiry "2030-01"
/// ```
public struct SubmittedRecord: Sendable, Hashable {
    /// The normalized record.
    public let value: JSONValue
    /// The language the record was judged in: the best of the request's `Accept-Language`.
    public let locale: MessageLocale

    /// Creates a submitted record.
    public init(value: JSONValue, locale: MessageLocale) {
        self.value = value
        self.locale = locale
    }

    /// The record as the app's own `type`, decoded from ``value`` directly (no JSON text in
    /// between): a member the type does not declare is ignored, as `JSONDecoder` does.
    ///
    /// - Throws: ``RecordDecodingError`` naming the path where the type and the record disagree
    ///   (a mistake in the app's type, since the record passed the spec), never a value.
    public func decode<Value: Decodable>(_ type: Value.Type) throws(RecordDecodingError) -> Value {
        do {
            return try Value(from: JSONValueDecoder(value: value, codingPath: []))
        } catch let error as RecordDecodingError {
            throw error
        } catch {
            throw RecordDecodingError(path: "$", expected: "\(type)", found: "a value the type refused: \(Swift.type(of: error))")
        }
    }
}
