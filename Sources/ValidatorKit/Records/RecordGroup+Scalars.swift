extension RecordGroup {
    /// Calls `body` with each scalar field of `object` (whose fields are this group's) and below
    /// that applies and `visits` (asked of every field: a group, list or union is looked into
    /// only when it says yes), its value in the record and the written path and pointer of the
    /// value, in field order, depth first, until `body` returns `false`. Returns whether it went
    /// through all. A union is looked into by its chosen variant's fields; the conditions of
    /// fields read `root`, the record's root object, whose fields are `rootGroup`'s.
    ///
    /// How a submission finds the texts its verifiers and asynchronous checks are asked about;
    /// `indices` are those of the list items being looked through.
    @discardableResult
    func forEachScalar(
        in object: [String: JSONValue], root: [String: JSONValue], rootGroup: RecordGroup, indices: inout [Int],
        visiting visits: (RecordNode) -> Bool, _ body: (RecordNode, JSONValue, (path: String, pointer: String)) -> Bool
    ) -> Bool {
        for field in fields where visits(field) {
            guard let member = object[field.key], field.applies(in: object, of: self, root: root, rootGroup: rootGroup) else { continue }
            let descended = field.forEachScalar(
                in: member, root: root, rootGroup: rootGroup, indices: &indices, visiting: visits, body)
            guard descended else { return false }
        }
        return true
    }
}

extension RecordNode {
    /// ``RecordGroup/forEachScalar(in:root:rootGroup:indices:visiting:_:)`` for this field's
    /// value `member`.
    fileprivate func forEachScalar(
        in member: JSONValue, root: [String: JSONValue], rootGroup: RecordGroup,
        indices: inout [Int], visiting visits: (RecordNode) -> Bool, _ body: (RecordNode, JSONValue, (path: String, pointer: String)) -> Bool
    ) -> Bool {
        switch (shape, member) {
        case (.group(let fields), .object(let members)):
            return fields.forEachScalar(in: members, root: root, rootGroup: rootGroup, indices: &indices, visiting: visits, body)
        case (.union(let union), .object(let members)):
            guard let chosen = union.chosenFields(of: members) else { return true }
            return chosen.forEachScalar(in: members, root: root, rootGroup: rootGroup, indices: &indices, visiting: visits, body)
        case (.list(let item, _, _), .array(let elements)):
            guard visits(item) else { return true }
            for (index, element) in elements.enumerated() {
                indices.append(index)
                defer { indices.removeLast() }
                let descended = item.forEachScalar(
                    in: element, root: root, rootGroup: rootGroup, indices: &indices, visiting: visits, body)
                guard descended else { return false }
            }
            return true
        case (.group, _), (.list, _), (.union, _):
            return true
        case (.text, _), (.integer, _), (.number, _), (.boolean, _), (.choice, _):
            return body(self, member, location.written(indices: indices))
        }
    }
}
