/// A validator that can judge a text's UTF-8 bytes as they are, without a `String`: a host that
/// reads bytes, such as `validator check` reading a million lines of a file, then skips
/// making (and freeing) a string of every text.
///
/// It is offered through ``Validator/utf8Validator``, which a host reads once and then calls
/// directly for every text. ``validate(utf8:)`` must answer exactly what
/// ``Validator/validate(_:)`` answers for the same text; `PluginConformance` checks it on a
/// plugin's examples.
///
/// ```swift
/// let bytes = Array("79927398713".utf8)
/// bytes.withUnsafeBufferPointer { LuhnValidator().validate(utf8: $0) }   // .valid
/// ```
public protocol UTF8Validator: Validator {
    /// The verdict on the text whose UTF-8 is `utf8`, which is valid UTF-8.
    func validate(utf8: UnsafeBufferPointer<UInt8>) -> Validity
}
