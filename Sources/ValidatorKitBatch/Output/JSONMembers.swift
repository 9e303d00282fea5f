/// Members of a JSON object written once by a ``JSONObjectWriter`` and appended to many
/// objects as they are: `check` writes a million verdicts that mostly end alike (every valid line
/// of `check luhn` ends in `"validity":"valid","details":{}`), so it writes each ending once.
///
/// ```swift
/// let valid = JSONMembers { $0.write("validity", string: "valid") }
/// output.appendJSONLine { object in
///     object.write("line", integer: 7)
///     object.write(valid)
/// }
/// ```
///
/// appends `{"line":7,"validity":"valid"}` and a newline.
public struct JSONMembers: Sendable {
    /// The members as JSON, `"key":value` separated by commas, without braces.
    let bytes: [UInt8]

    /// The members `body` writes.
    public init(_ body: (inout JSONObjectWriter) -> Void) {
        var buffer = OutputBuffer()
        buffer.appendJSONObject(body)
        // Without the object's braces.
        bytes = buffer.withBytes { Array($0.dropFirst().dropLast()) }
    }
}
