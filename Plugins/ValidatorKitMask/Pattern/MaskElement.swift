/// One element of a ``MaskPattern``: a slot a person fills, or a constant character.
public enum MaskElement: Sendable, Hashable {
    /// A slot (`[0]`, `[9]`, `[A]`, `[a]`, `[_]`, `[-]`), required unless `isOptional`.
    case slot(MaskSlot, isOptional: Bool)
    /// A constant character: part of the extracted value when written in curly braces
    /// (`{/}`), formatting only when written outside any brackets.
    case constant(Character, isExtracted: Bool)
}
