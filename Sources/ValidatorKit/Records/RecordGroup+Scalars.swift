extension RecordObject {
    /// Calls `body` with each scalar field of this object and below
    /// that applies and `visits` (asked of every field: a group, list or union is looked into
    /// only when it says yes), its value in the record and the written path and pointer of the
    /// value, in field order, depth first, until `body` returns `false`. Returns whether it went
    /// through all. A union is looked into by its chosen variant's fields; the conditions of
    /// fields read `root`, the record's root object.
    ///
    /// How a submission finds the texts its verifiers and asynchronous checks are asked about;
    /// `indices` are those of the list items being looked through.
    @discardableResult
    func forEachScalar(
        root: RecordObject, indices: inout [Int],
        visiting visits: (RecordNode) -> Bool, _ body: (RecordNode, JSONValue, (path: String, pointer: String)) -> Bool
    ) -> Bool {
        for (position, field) in group.fields.enumerated() where visits(field) {
            guard let member = self[position], field.applies(in: self, root: root) else { continue }
            let descended = field.forEachScalar(in: member, root: root, indices: &indices, visiting: visits, body)
            guard descended else { return false }
        }
        return true
    }
}

extension RecordNode {
    /// ``RecordObject/forEachScalar(root:indices:visiting:_:)`` for this field's value `member`.
    fileprivate func forEachScalar(
        in member: JSONValue, root: RecordObject,
        indices: inout [Int], visiting visits: (RecordNode) -> Bool, _ body: (RecordNode, JSONValue, (path: String, pointer: String)) -> Bool
    ) -> Bool {
        switch (shape, member) {
        case (.group(let fields), .object(let members)):
            return RecordObject(members, of: fields).forEachScalar(root: root, indices: &indices, visiting: visits, body)
        case (.union(let union), .object(let members)):
            guard let chosen = union.chosenFields(of: members) else { return true }
            return RecordObject(members, of: chosen).forEachScalar(root: root, indices: &indices, visiting: visits, body)
        case (.list(let item, _, _), .array(let elements)):
            guard visits(item) else { return true }
            for (index, element) in elements.enumerated() {
                indices.append(index)
                defer { indices.removeLast() }
                let descended = item.forEachScalar(
                    in: element, root: root, indices: &indices, visiting: visits, body)
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
