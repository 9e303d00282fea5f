/// One character a mask puts out while it reads a text: a filled slot, or a constant shown
/// because a later slot was reached (or, for a complete text, because the mask ends with it).
struct MaskOutput {
    /// The character shown.
    let character: Character
    /// Whether the character belongs to the extracted value: a slot's, or a constant in `{…}`.
    let isExtracted: Bool
    /// Whether the text held the character itself (a slot's, or a constant typed as written).
    let wasTyped: Bool
    /// The index of the pattern's element it stands for.
    let element: Int
}
