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
        // Reserved, then filled: `reserveCapacity` is specialized for the slots' type, while
        // `Array(repeating:count:)` allocates through the standard library's unspecialized code,
        // which asks at run time whether the type is a class (365 instructions a record).
        var slots: [JSONValue?] = []
        slots.reserveCapacity(group.fields.count)
        for _ in group.fields.indices { slots.append(nil) }
        self.slots = slots
    }

    /// Empties every slot and drops the members no field names, keeping the slots' memory.
    mutating func removeAllMembers() {
        for position in slots.indices { slots[position] = nil }
        if !others.isEmpty { others = [:] }
    }

    /// The object `members`, whose fields are `group`'s.
    init(_ members: [String: JSONValue], of group: RecordGroup) {
        self.init(of: group)
        for (key, value) in members {
            if let position = group.position(of: key) {
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
    mutating func add(_ value: consuming JSONValue, forKey key: String, position: Int?) -> Bool {
        if let position = position ?? group.position(of: key) {
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

    /// What judging the object changes of it (``Changes``), made in place when no other copy
    /// shares its slots.
    mutating func apply(_ changes: consuming Changes) {
        changes.moveMembers { position, value in slots[position] = value }
        if changes.dropsOthers { others = [:] }
    }

    /// What judging an object changes of it, gathered while the object is read (by the record's
    /// values too) and made once judging is over, so that the object is changed in place rather
    /// than copied.
    struct Changes {
        /// The first member changed (normalized, coerced) or dropped (`nil`), by its field's
        /// position: held in place, as most records change one member at most (an expiry's
        /// spelling), so that no array is made for it.
        private var first: (position: Int, value: JSONValue?)?
        /// The members changed after the first.
        private var later: [(position: Int, value: JSONValue?)] = []
        /// Whether the members no field names are dropped: only fields' members are kept.
        private(set) var dropsOthers = false

        /// Whether the object stays as it is.
        var isEmpty: Bool { first == nil && !dropsOthers }

        /// The member of the field at `position` becomes `value`; `nil` drops it.
        mutating func set(_ value: JSONValue?, at position: Int) {
            if first == nil {
                first = (position, value)
            } else {
                later.append((position, value))
            }
        }

        /// Only the members of fields are kept, those at `positions` dropped.
        mutating func keepFields(except positions: [Int]) {
            dropsOthers = true
            for position in positions { set(nil, at: position) }
        }

        /// Gives `body` each member changed or dropped, in the order they were set, moved out
        /// of the changes rather than copied.
        mutating func moveMembers(_ body: (_ position: Int, _ value: consuming JSONValue?) -> Void) {
            guard let first = first.take() else { return }
            body(first.position, first.value)
            for change in later { body(change.position, change.value) }
            later = []
        }
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

    /// Calls `body` with the slots, to be read in the order of their fields' keys (`<`, as
    /// `JSONValue`'s objects are written): the positions in that order, and the members by
    /// position, read in place (`nil` where absent). The rank of a position in that order is
    /// its key's among the keys of the group's fields (``RecordValidator/rootKeysInKeyOrder``
    /// for the root's).
    package func withSlotsInKeyOrder<Result>(
        _ body: (_ keyOrder: [Int], _ slots: UnsafeBufferPointer<JSONValue?>) -> Result
    ) -> Result {
        slots.withUnsafeBufferPointer { body(group.keyOrder, $0) }
    }

    /// Objects are equal when they have the same members, whichever slots hold them.
    package static func == (left: RecordObject, right: RecordObject) -> Bool {
        left.dictionary == right.dictionary
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(dictionary)
    }
}
