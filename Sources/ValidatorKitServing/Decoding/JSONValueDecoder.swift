import ValidatorKit

/// A `Decoder` over a `JSONValue`: an accepted record becomes the app's type without being
/// written as JSON text and read again.
struct JSONValueDecoder: Decoder {
    let value: JSONValue
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        guard case .object(let members) = value else { throw mismatch("an object") }
        return KeyedDecodingContainer(KeyedContainer<Key>(members: members, codingPath: codingPath))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        guard case .array(let elements) = value else { throw mismatch("an array") }
        return UnkeyedContainer(elements: elements, codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        SingleValue(value: value, codingPath: codingPath)
    }

    private func mismatch(_ expected: String) -> RecordDecodingError {
        Self.mismatch(expected, value, codingPath)
    }

    static func mismatch(_ expected: String, _ value: JSONValue?, _ codingPath: [any CodingKey]) -> RecordDecodingError {
        RecordDecodingError(path: path(codingPath), expected: expected, found: kind(of: value))
    }

    /// `$.phones[1]` for the keys `phones`, `1`.
    static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.reduce("$") { path, key in
            key.intValue.map { "\(path)[\($0)]" } ?? "\(path).\(key.stringValue)"
        }
    }

    private static func kind(of value: JSONValue?) -> String {
        switch value {
        case nil: "nothing"
        case .null: "null"
        case .boolean: "a boolean"
        case .integer: "an integer"
        case .number: "a number"
        case .string: "a string"
        case .array: "an array"
        case .object: "an object"
        }
    }

    /// The value as `Target`: JSON's scalars, a whole number as any integer type that holds it
    /// and as a floating-point type, or anything else decoded by its own `init(from:)`.
    static func decode<Target: Decodable>(_ type: Target.Type, from value: JSONValue, codingPath: [any CodingKey]) throws -> Target {
        switch value {
        case .boolean(let boolean) where type == Bool.self:
            if let boolean = boolean as? Target { return boolean }
        case .string(let string) where type == String.self:
            if let string = string as? Target { return string }
        case .integer(let integer):
            if let number = exactInteger(integer, as: type) { return number }
            if type == Double.self, let number = Double(exactly: integer) as? Target { return number }
            if type == Float.self, let number = Float(exactly: integer) as? Target { return number }
        case .number(let number):
            // The number's text, read as the floating-point type asked for.
            if type == Double.self, let number = Double(number.description) as? Target { return number }
            if type == Float.self, let number = Float(number.description) as? Target { return number }
        default:
            break
        }
        if isScalar(type) {
            throw mismatch("\(type)", value, codingPath)
        }
        return try Target(from: JSONValueDecoder(value: value, codingPath: codingPath))
    }

    private static func isScalar(_ type: Any.Type) -> Bool {
        type == Bool.self || type == String.self || type == Double.self || type == Float.self || type is any FixedWidthInteger.Type
    }

    private static func exactInteger<Target>(_ integer: Int, as type: Target.Type) -> Target? {
        guard let integerType = type as? any FixedWidthInteger.Type else { return nil }
        return integerType.init(exactly: integer) as? Target
    }
}

extension JSONValueDecoder {
    struct KeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
        let members: [String: JSONValue]
        let codingPath: [any CodingKey]

        var allKeys: [Key] { members.keys.compactMap { Key(stringValue: $0) } }

        func contains(_ key: Key) -> Bool { members[key.stringValue] != nil }

        func decodeNil(forKey key: Key) throws -> Bool {
            members[key.stringValue].map { $0 == .null } ?? true
        }

        func decode<Target: Decodable>(_ type: Target.Type, forKey key: Key) throws -> Target {
            guard let member = members[key.stringValue] else {
                throw JSONValueDecoder.mismatch("a member '\(key.stringValue)'", nil, codingPath)
            }
            return try JSONValueDecoder.decode(type, from: member, codingPath: codingPath + [key])
        }

        func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws -> KeyedDecodingContainer<NestedKey> {
            try JSONValueDecoder(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key]).container(keyedBy: type)
        }

        func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
            try JSONValueDecoder(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key]).unkeyedContainer()
        }

        func superDecoder() throws -> any Decoder {
            JSONValueDecoder(value: .object(members), codingPath: codingPath)
        }

        func superDecoder(forKey key: Key) throws -> any Decoder {
            JSONValueDecoder(value: members[key.stringValue] ?? .null, codingPath: codingPath + [key])
        }
    }

    struct UnkeyedContainer: UnkeyedDecodingContainer {
        let elements: [JSONValue]
        let codingPath: [any CodingKey]
        var currentIndex = 0

        init(elements: [JSONValue], codingPath: [any CodingKey]) {
            self.elements = elements
            self.codingPath = codingPath
        }

        var count: Int? { elements.count }
        var isAtEnd: Bool { currentIndex >= elements.count }

        private var indexKey: IndexKey { IndexKey(intValue: currentIndex) }

        private func current() throws -> JSONValue {
            guard !isAtEnd else { throw JSONValueDecoder.mismatch("another element", nil, codingPath + [indexKey]) }
            return elements[currentIndex]
        }

        mutating func decodeNil() throws -> Bool {
            guard try current() == .null else { return false }
            currentIndex += 1
            return true
        }

        mutating func decode<Target: Decodable>(_ type: Target.Type) throws -> Target {
            let value = try JSONValueDecoder.decode(type, from: try current(), codingPath: codingPath + [indexKey])
            currentIndex += 1
            return value
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws -> KeyedDecodingContainer<NestedKey> {
            let container = try JSONValueDecoder(value: try current(), codingPath: codingPath + [indexKey]).container(keyedBy: type)
            currentIndex += 1
            return container
        }

        mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
            let container = try JSONValueDecoder(value: try current(), codingPath: codingPath + [indexKey]).unkeyedContainer()
            currentIndex += 1
            return container
        }

        mutating func superDecoder() throws -> any Decoder {
            let decoder = JSONValueDecoder(value: try current(), codingPath: codingPath + [indexKey])
            currentIndex += 1
            return decoder
        }
    }

    /// The key of an array element: its index.
    struct IndexKey: CodingKey {
        let intValue: Int?
        var stringValue: String { intValue.map(String.init) ?? "" }

        init(intValue: Int) { self.intValue = intValue }
        init?(stringValue: String) { nil }
    }

    struct SingleValue: SingleValueDecodingContainer {
        let value: JSONValue
        let codingPath: [any CodingKey]

        func decodeNil() -> Bool { value == .null }

        func decode<Target: Decodable>(_ type: Target.Type) throws -> Target {
            try JSONValueDecoder.decode(type, from: value, codingPath: codingPath)
        }
    }
}
