/// One object of a submitted record (its root, a group's, a union's chosen variant's) held
/// against the fields that judge it: the member each field names in a slot at the field's
/// position in its ``RecordGroup``, the members no field names beside them.
///
/// The record reader fills the root's slots as it reads the keys, so judging finds each field's
/// member by its position, changes a normalized member in place, and the verdict writes the
/// members in the key order its group worked out once: no dictionary is made, hashed, copied or
/// sorted on the way.
package struct RecordObject: Sendable, Hashable {
    /// The fields whose members the slots hold.
    let group: RecordGroup
    /// The member of each field of ``group``, by the field's position; `nil` where it is absent.
    private(set) var slots: [JSONValue?]
    /// The members no field names (a dictionary, so that a record of many such keys is read in
    /// linear time, each key looked up once).
    private(set) var others: [String: JSONValue] = [:]

    /// An object of `group`'s fields without members.
    init(of group: RecordGroup) {
        self.group = group
        slots = Array(repeating: nil, count: group.fields.count)
    }

    /// The object `members`, whose fields are `group`'s.
    init(_ members: [String: JSONValue], of group: RecordGroup) {
        self.init(of: group)
        for (key, value) in members {
            if let position = group.positions[key] {
                slots[position] = value
            } else {
                others[key] = value
            }
        }
    }

    /// How many members the object has.
    var count: Int {
        slots.reduce(others.count) { $1 == nil ? $0 : $0 + 1 }
    }

    /// The member `key`, the field at `position` in ``group`` when it names one (as a key the
    /// reader knows gives it). Returns `false`, adding nothing, when the object has that member
    /// already.
    mutating func add(_ value: JSONValue, forKey key: String, position: Int?) -> Bool {
        if let position = position ?? group.positions[key] {
            guard slots[position] == nil else { return false }
            slots[position] = value
            return true
        }
        guard others[key] == nil else { return false }
        others[key] = value
        return true
    }

    /// The member of the field at `position`.
    subscript(position: Int) -> JSONValue? {
        get { slots[position] }
        set { slots[position] = newValue }
    }

    /// Only the members of fields, those at `positions` removed: the object as a value keeps.
    func keepingFields(except positions: [Int]) -> RecordObject {
        var kept = self
        kept.others = [:]
        for position in positions {
            kept.slots[position] = nil
        }
        return kept
    }

    /// The object as a dictionary.
    var dictionary: [String: JSONValue] {
        var members = [String: JSONValue](minimumCapacity: count)
        for (position, value) in slots.enumerated() {
            if let value { members[group.fields[position].key] = value }
        }
        for (key, value) in others {
            members[key] = value
        }
        return members
    }

    /// Calls `body` with each member of a field, in the order of their keys (`<`, as
    /// `JSONValue`'s objects are written).
    package func forEachFieldMemberInKeyOrder(_ body: (_ key: String, _ value: JSONValue) -> Void) {
        for position in group.keyOrder {
            if let value = slots[position] { body(group.fields[position].key, value) }
        }
    }

    /// Objects are equal when they have the same members, whichever slots hold them.
    package static func == (left: RecordObject, right: RecordObject) -> Bool {
        left.dictionary == right.dictionary
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(dictionary)
    }
}
