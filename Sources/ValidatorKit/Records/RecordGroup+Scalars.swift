extension RecordGroup {
    /// Calls `body` with each scalar field of `object` (whose fields are this group's) and below
    /// that `visits` (asked of every field: a group or list is looked into only when it says
    /// yes), its value in the record and the written path and pointer of the value, in field
    /// order, depth first, until `body` returns `false`. Returns whether it went through all.
    ///
    /// How a submission finds the texts its verifiers and asynchronous checks are asked about;
    /// `indices` are those of the list items being looked through.
    @discardableResult
    func forEachScalar(
        in object: [String: JSONValue], indices: inout [Int], visiting visits: (RecordNode) -> Bool,
        _ body: (RecordNode, JSONValue, (path: String, pointer: String)) -> Bool
    ) -> Bool {
        for field in fields where visits(field) {
            guard let member = object[field.key] else { continue }
            guard field.forEachScalar(in: member, indices: &indices, visiting: visits, body) else { return false }
        }
        return true
    }
}

extension RecordNode {
    fileprivate func forEachScalar(
        in member: JSONValue, indices: inout [Int], visiting visits: (RecordNode) -> Bool,
        _ body: (RecordNode, JSONValue, (path: String, pointer: String)) -> Bool
    ) -> Bool {
        switch (shape, member) {
        case (.group(let fields), .object(let members)):
            return fields.forEachScalar(in: members, indices: &indices, visiting: visits, body)
        case (.list(let item, _, _), .array(let elements)):
            guard visits(item) else { return true }
            for (index, element) in elements.enumerated() {
                indices.append(index)
                defer { indices.removeLast() }
                guard item.forEachScalar(in: element, indices: &indices, visiting: visits, body) else { return false }
            }
            return true
        case (.group, _), (.list, _):
            return true
        case (.text, _), (.integer, _), (.number, _), (.boolean, _), (.choice, _):
            return body(self, member, location.written(indices: indices))
        }
    }
}
