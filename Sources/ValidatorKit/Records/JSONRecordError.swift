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
        case stringCharacter, stringEnd, escape, loneSurrogate, number, depth, encoding, size
        case duplicateMember(String)
    }

    /// One step from the record's root to the value being read where reading stopped.
    enum Step: Sendable, Hashable {
        case member(String)
        case index(Int)
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
        /// An object has the same key twice.
        public static let duplicateMember = Self("json.duplicate_member")
        /// The record has more bytes than the reader allows.
        public static let tooLarge = Self("json.too_large")

        /// ``rawValue``.
        public var description: String { rawValue }
    }

    let expectation: Expectation
    /// The zero-based offset of the byte where reading stopped.
    public let offset: Int
    /// The steps from the root to the value being read, innermost first.
    private var stepsInward: [Step] = []

    init(_ expectation: Expectation, at offset: Int) {
        self.expectation = expectation
        self.offset = offset
    }

    /// The error, raised while reading the value at `step` of its object or array.
    func inside(_ step: Step) -> Self {
        var error = self
        error.stepsInward.append(step)
        return error
    }

    /// Where the value being read was, as a JSONPath: `$` for the record itself, `$.a.b[3]`
    /// inside it.
    public var path: String {
        var indices: [Int] = []
        let steps = stepsInward.reversed().map { step -> RecordLocation.Step in
            switch step {
            case .member(let name): return .member(name)
            case .index(let index):
                indices.append(index)
                return .item
            }
        }
        return RecordLocation(steps: steps).written(indices: indices).path
    }

    /// The kind of mistake.
    public var code: Code {
        switch expectation {
        case .object: .notAnObject
        case .depth: .tooDeep
        case .encoding: .encoding
        case .duplicateMember: .duplicateMember
        case .size: .tooLarge
        default: .syntax
        }
    }

    /// `Not a JSON object: expected … at byte N`; a bound or a key given twice names the
    /// ``path`` too.
    public var description: String {
        switch expectation {
        case .duplicateMember(let key):
            return "Not a JSON object: expected each key once in an object, and '\(key)' is given again at byte \(offset) (in \(path))"
        case .depth:
            return "Not a JSON object: expected at most \(JSONRecordReader.maximumDepth) levels of nesting at byte \(offset) (in \(path))"
        case .size:
            return "Not a JSON object: expected at most \(JSONRecordReader.maximumSize) bytes, and there are more at byte \(offset)"
        default:
            break
        }
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
            case .encoding: "UTF-8 text in a string"
            case .depth, .size, .duplicateMember: ""
            }
        return "Not a JSON object: expected \(expected) at byte \(offset)"
    }
}
