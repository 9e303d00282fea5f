import ValidatorKit

/// What must hold for a field after any sequence of edits; a broken invariant stops the fuzzer.
enum FieldInvariants {
    static func check(_ field: Field) {
        precondition(field.characterCount == field.text.count, "characterCount \(field.characterCount) is not the text's \(field.text.count)")
        precondition((0...field.characterCount).contains(field.cursor), "cursor \(field.cursor) outside 0...\(field.characterCount)")
        let sections = field.sections
        precondition(!sections.isEmpty, "a field always has at least one section")
        _ = field.validity
        _ = field.errorMessage
        _ = field.isTitleFloating
        let displayed = field.displayedText
        if field.isSecure {
            checkMasked(field, displayed: displayed)
        } else {
            precondition(sections.joined() == field.text, "the sections do not join up to the text")
        }
    }

    /// A secure field shows masks, spaces between sections and at most one readable character;
    /// its loggable text and description show no character of the text.
    private static func checkMasked(_ field: Field, displayed: String) {
        let readable = displayed.filter { $0 != Field.maskCharacter && $0 != " " }
        precondition(readable.count <= (field.isRevealingCharacter ? 1 : 0), "a secure field shows more than its revealed character")
        precondition(
            field.loggableText.allSatisfy { $0 == Field.maskCharacter || $0 == " " },
            "a secure field's loggable text shows a character")
        let mask = String(repeating: Field.maskCharacter, count: field.characterCount)
        precondition(
            String(describing: field) == "Field(\(field.identifier): '\(mask)', \(field.validity.name))",
            "a secure field's description is not masked")
    }
}
