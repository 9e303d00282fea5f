import ValidatorKit

/// One object of the resource `PhoneMetadata.json`, read member by member: the engine's types are
/// made from these, without `Codable`, whose generic decoding was most of a program's start.
///
/// A member that is missing where it is required, or of another JSON type, is a
/// ``PhoneMetadataError`` naming where it is, such as `territories[3].countryCode`.
struct PhoneMetadataObject {
    /// The object's members.
    let members: [String: JSONValue]
    /// Where its patterns come from.
    let patterns: PhonePatternTable

    /// The object `value`, its patterns from `patterns`.
    init(_ value: JSONValue, patterns: PhonePatternTable) throws(PhoneMetadataError) {
        guard case .object(let members) = value else { throw PhoneMetadataError(expected: "an object") }
        self.init(members: members, patterns: patterns)
    }

    /// The object of `members`, its patterns from `patterns`.
    init(members: [String: JSONValue], patterns: PhonePatternTable) {
        self.members = members
        self.patterns = patterns
    }

    /// The text of `key`, which must be present.
    func string(_ key: String) throws(PhoneMetadataError) -> String {
        guard let value = try optionalString(key) else { throw PhoneMetadataError(path: [key], expected: "a string") }
        return value
    }

    /// The text of `key`, or `nil` when it is absent.
    func optionalString(_ key: String) throws(PhoneMetadataError) -> String? {
        switch members[key] {
        case nil: return nil
        case .string(let text): return text
        default: throw PhoneMetadataError(path: [key], expected: "a string")
        }
    }

    /// The pattern written in `key`, or `nil` when it is absent.
    func pattern(_ key: String) throws(PhoneMetadataError) -> PhonePattern? {
        try optionalString(key).map(patterns.pattern)
    }

    /// The patterns written in the array `key`; empty when it is absent.
    func patternList(_ key: String) throws(PhoneMetadataError) -> [PhonePattern] {
        try strings(key).map(patterns.pattern)
    }

    /// The whole number of `key`, which must be present.
    func integer(_ key: String) throws(PhoneMetadataError) -> Int {
        guard case .integer(let number) = members[key] else { throw PhoneMetadataError(path: [key], expected: "a whole number") }
        return number
    }

    /// The truth value of `key`; `false` when it is absent (the resource leaves out false values).
    func boolean(_ key: String) throws(PhoneMetadataError) -> Bool {
        switch members[key] {
        case nil: return false
        case .boolean(let value): return value
        default: throw PhoneMetadataError(path: [key], expected: "true or false")
        }
    }

    /// The items of the array `key`, each read by `read`; empty when the member is absent (the
    /// resource leaves out empty arrays).
    func array<Item>(_ key: String, _ read: (JSONValue) throws(PhoneMetadataError) -> Item) throws(PhoneMetadataError) -> [Item] {
        guard let member = members[key] else { return [] }
        guard case .array(let items) = member else { throw PhoneMetadataError(path: [key], expected: "an array") }
        var values: [Item] = []
        values.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            do {
                values.append(try read(item))
            } catch {
                throw error.inside("\(key)[\(index)]")
            }
        }
        return values
    }

    /// The texts of the array `key`; empty when it is absent.
    func strings(_ key: String) throws(PhoneMetadataError) -> [String] {
        try array(key) { item throws(PhoneMetadataError) in
            guard case .string(let text) = item else { throw PhoneMetadataError(expected: "a string") }
            return text
        }
    }

    /// The whole numbers of the array `key`; empty when it is absent.
    func integers(_ key: String) throws(PhoneMetadataError) -> [Int] {
        try array(key) { item throws(PhoneMetadataError) in
            guard case .integer(let number) = item else { throw PhoneMetadataError(expected: "a whole number") }
            return number
        }
    }

    /// The objects of the array `key`, each read by `read`; empty when it is absent.
    func objects<Item>(_ key: String, _ read: (Self) throws(PhoneMetadataError) -> Item) throws(PhoneMetadataError) -> [Item] {
        try array(key) { item throws(PhoneMetadataError) in try read(Self(item, patterns: patterns)) }
    }

    /// The object `key` read by `read`, or `nil` when it is absent.
    func object<Item>(_ key: String, _ read: (Self) throws(PhoneMetadataError) -> Item) throws(PhoneMetadataError) -> Item? {
        guard let member = members[key] else { return nil }
        do {
            return try read(Self(member, patterns: patterns))
        } catch {
            throw error.inside(key)
        }
    }
}
