/// Why bytes are not a record, one JSON object: what was expected, and at which byte.
///
/// ```swift
/// try JSONValue.record(from: #"{"card" "4242"}"#.utf8)
/// // JSONRecordError: "Not a JSON object: expected ':' after a key at byte 8"
/// ```
public struct JSONRecordError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What the reader expected where it stopped.
    enum Expectation: Sendable, Hashable {
        case object, key, colon, value, objectContinuation, arrayContinuation, end
        case stringCharacter, stringEnd, escape, loneSurrogate, number, depth, encoding
    }

    /// A comparable code for each kind of mistake.
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        /// The code's text, such as `json.syntax`.
        public let rawValue: String

        private init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// The bytes break JSON's grammar.
        public static let syntax = Self("json.syntax")
        /// The bytes are JSON, but not an object.
        public static let notAnObject = Self("json.not_an_object")
        /// Arrays and objects nest deeper than the reader allows.
        public static let tooDeep = Self("json.too_deep")
        /// A string is not valid UTF-8.
        public static let encoding = Self("json.encoding")

        /// ``rawValue``.
        public var description: String { rawValue }
    }

    let expectation: Expectation
    /// The zero-based offset of the byte where reading stopped.
    public let offset: Int

    init(_ expectation: Expectation, at offset: Int) {
        self.expectation = expectation
        self.offset = offset
    }

    /// The kind of mistake.
    public var code: Code {
        switch expectation {
        case .object: .notAnObject
        case .depth: .tooDeep
        case .encoding: .encoding
        default: .syntax
        }
    }

    /// `Not a JSON object: expected … at byte N`.
    public var description: String {
        let expected =
            switch expectation {
            case .object: "'{' to open the object"
            case .key: "a key in double quotes"
            case .colon: "':' after a key"
            case .value: "a value (a string, number, object, array, true, false or null)"
            case .objectContinuation: "',' or '}' after a member"
            case .arrayContinuation: "',' or ']' after an element"
            case .end: "nothing after the object"
            case .stringCharacter: "an escape such as \\n instead of a control character in a string"
            case .stringEnd: "a closing '\"'"
            case .escape: "an escape such as \\n, \\\" or \\u00e9"
            case .loneSurrogate: "a \\u escape of a whole character (a surrogate pair)"
            case .number: "a number such as 12, -0.5 or 1e3"
            case .depth: "at most \(JSONRecordReader.maximumDepth) levels of nesting"
            case .encoding: "UTF-8 text in a string"
            }
        return "Not a JSON object: expected \(expected) at byte \(offset)"
    }
}
