import ValidatorKit

/// One object of the resource `PhoneMetadata.json`, read member by member: the engine's types are
/// made from these, without `Codable`, whose generic decoding was most of a program's start.
///
/// A member that is missing where it is required, or of another JSON type, is a
/// ``PhoneMetadataError`` naming where it is, such as `territories[3].countryCode`.
struct PhoneMetadataObject {
    /// The object's members.
    let members: [String: JSONValue]
    /// Where the object is in the resource, such as `territories[3]` (empty for the whole).
    let path: String

    /// The text of `key`, which must be present.
    func string(_ key: String) throws(PhoneMetadataError) -> String {
        guard let value = try optionalString(key) else { throw missing(key, expected: "a string") }
        return value
    }

    /// The text of `key`, or `nil` when it is absent.
    func optionalString(_ key: String) throws(PhoneMetadataError) -> String? {
        switch members[key] {
        case nil: return nil
        case .string(let text): return text
        default: throw missing(key, expected: "a string")
        }
    }

    /// The pattern written in `key`, or `nil` when it is absent.
    func pattern(_ key: String) throws(PhoneMetadataError) -> PhonePattern? {
        try optionalString(key).map(PhonePattern.init)
    }

    /// The whole number of `key`, which must be present.
    func integer(_ key: String) throws(PhoneMetadataError) -> Int {
        guard case .integer(let number) = members[key] else { throw missing(key, expected: "a whole number") }
        return number
    }

    /// The truth value of `key`; `false` when it is absent (the resource leaves out false values).
    func boolean(_ key: String) throws(PhoneMetadataError) -> Bool {
        switch members[key] {
        case nil: return false
        case .boolean(let value): return value
        default: throw missing(key, expected: "true or false")
        }
    }

    /// The items of the array `key`, each read by `read` (given the item and its path); empty
    /// when the member is absent (the resource leaves out empty arrays).
    func array<Item>(
        _ key: String, _ read: (JSONValue, String) throws(PhoneMetadataError) -> Item
    ) throws(PhoneMetadataError) -> [Item] {
        guard let member = members[key] else { return [] }
        guard case .array(let items) = member else { throw missing(key, expected: "an array") }
        var values: [Item] = []
        values.reserveCapacity(items.count)
        for (index, item) in items.enumerated() {
            values.append(try read(item, "\(location(of: key))[\(index)]"))
        }
        return values
    }

    /// The whole numbers of the array `key`; empty when it is absent.
    func integers(_ key: String) throws(PhoneMetadataError) -> [Int] {
        try array(key) { item, path throws(PhoneMetadataError) in
            guard case .integer(let number) = item else { throw PhoneMetadataError(path: path, expected: "a whole number") }
            return number
        }
    }

    /// The patterns of the array `key`; empty when it is absent.
    func patterns(_ key: String) throws(PhoneMetadataError) -> [PhonePattern] {
        try array(key) { item, path throws(PhoneMetadataError) in
            guard case .string(let source) = item else { throw PhoneMetadataError(path: path, expected: "a string") }
            return PhonePattern(source)
        }
    }

    /// The objects of the array `key`; empty when it is absent.
    func objects(_ key: String) throws(PhoneMetadataError) -> [PhoneMetadataObject] {
        try array(key) { item, path throws(PhoneMetadataError) in try Self(item, at: path) }
    }

    /// The object `key`, or `nil` when it is absent.
    func object(_ key: String) throws(PhoneMetadataError) -> PhoneMetadataObject? {
        guard let member = members[key] else { return nil }
        return try Self(member, at: location(of: key))
    }

    /// The object `value`, found at `path`.
    init(_ value: JSONValue, at path: String) throws(PhoneMetadataError) {
        guard case .object(let members) = value else { throw PhoneMetadataError(path: path, expected: "an object") }
        self.init(members: members, path: path)
    }

    /// The object of `members`, found at `path`.
    init(members: [String: JSONValue], path: String) {
        self.members = members
        self.path = path
    }

    private func location(of key: String) -> String {
        path.isEmpty ? key : "\(path).\(key)"
    }

    private func missing(_ key: String, expected: String) -> PhoneMetadataError {
        PhoneMetadataError(path: location(of: key), expected: expected)
    }
}
