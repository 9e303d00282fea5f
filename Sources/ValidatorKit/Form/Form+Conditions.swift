extension Form {
    /// Lays the fields out again after a field's answer that a condition reads (a country, a
    /// union's tag: ``Field/answersCondition``) changed, so the fields that now apply appear and
    /// the others disappear.
    func answerChanged() {
        layOutAgain(keeping: focusedField) {}
    }

    /// Makes `change` to the tree and lays the fields out again: the focus stays on `focused`
    /// (which ends editing and loses the focus if it no longer applies), the delegates of the
    /// fields the form still holds hear ``FieldDelegate/disappeared(_:)`` and
    /// ``FieldDelegate/appeared(_:)``, and the fields whose dependencies now name other fields
    /// are judged again.
    func layOutAgain(keeping focused: Field?, change: () -> Void) {
        let shownBefore = fields
        let wasShown = Set(shownBefore.map(ObjectIdentifier.init))
        let wasHeld = Set(allFields.map(ObjectIdentifier.init))
        change()
        let changed = restructure()
        let isShown = Set(fields.map(ObjectIdentifier.init))
        let isHeld = Set(allFields.map(ObjectIdentifier.init))
        if let focused, !isShown.contains(ObjectIdentifier(focused)) {
            focusedIndex = nil
            focused.endEditing()
        } else {
            focusedIndex = focused.flatMap { field in fields.firstIndex { $0 === field } }
        }
        for field in shownBefore where isHeld.contains(ObjectIdentifier(field)) && !isShown.contains(ObjectIdentifier(field)) {
            field.delegate?.disappeared(field)
        }
        for field in fields where wasHeld.contains(ObjectIdentifier(field)) && !wasShown.contains(ObjectIdentifier(field)) {
            field.delegate?.appeared(field)
        }
        for field in changed {
            field.dependencyChanged()
        }
    }
}
