extension Form {
    /// Whether ``addItem(toList:)`` would add an item to the list at `path`: it is a list of the
    /// form with fewer items than its `maxItems`.
    public func canAddItem(toList path: String) -> Bool {
        guard let list = listsByPath[path] else { return false }
        return list.template.maxItems.map { list.items.count < $0 } ?? true
    }

    /// Whether ``removeItem(_:)`` would remove the item at `path`: it is an item of a list with
    /// more items than it keeps (its `minItems`, but at least one).
    public func canRemoveItem(_ path: String) -> Bool {
        guard let (list, _) = itemsByPath[path] else { return false }
        return list.items.count > list.template.initialCount
    }

    /// Adds an item at the end of the list at `path` (such as `phones`) and returns its fields,
    /// already in ``fields`` under their paths (`phones[1]`); returns none and changes nothing
    /// when ``canAddItem(toList:)`` is `false`.
    ///
    /// The new fields are empty and not focused; each takes the delegate, language and reveal
    /// duration of its counterpart in the list's last item, so a host that set a delegate on
    /// every field hears the new ones too. Observers of ``fields`` hear the change.
    @discardableResult
    public func addItem(toList path: String) -> [Field] {
        guard canAddItem(toList: path), let list = listsByPath[path] else { return [] }
        let item = list.template.item.makeNode()
        let added = item.fields
        let siblings = list.items.last?.fields ?? []
        for (index, field) in added.enumerated() {
            field.locale = locale
            if siblings.indices.contains(index) {
                field.delegate = siblings[index].delegate
                field.revealDuration = siblings[index].revealDuration
            }
        }
        layOutAgain(keeping: focusedField) {
            list.items.append(item)
        }
        return added
    }

    /// Removes the list item at `path` (such as `phones[1]`, or `contacts[0]` for an item that is
    /// a group) and renumbers the items after it; returns `false` and changes nothing when
    /// ``canRemoveItem(_:)`` is `false`.
    ///
    /// When the focus is in the item, its field ends editing first (the delegate hears
    /// ``FieldDelegate/endedEditing(_:)``) and the focus moves to the field that takes its place
    /// (the next item's, else the one after the list, else the one before).
    @discardableResult
    public func removeItem(_ path: String) -> Bool {
        guard canRemoveItem(path), let (list, index) = itemsByPath[path] else { return false }
        let removed = list.items[index].fields
        var focused = focusedField
        var refocus: Int?
        if let current = focused, let position = focusedIndex, removed.contains(where: { $0 === current }) {
            refocus = position - (removed.firstIndex { $0 === current } ?? 0)
            focus(nil)
            focused = nil
        }
        layOutAgain(keeping: focused) {
            list.items.remove(at: index)
        }
        if let refocus, !fields.isEmpty {
            focus(min(refocus, fields.count - 1))
        }
        return true
    }
}
