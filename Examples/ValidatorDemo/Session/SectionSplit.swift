/// Splits a text into sections the way a field does, for texts the field does not split itself.
enum SectionSplit {
    /// `text` cut into pieces of `lengths` characters, with anything beyond them as one more
    /// piece; `[text]` when `lengths` is empty.
    static func groups(of text: String, lengths: [Int]) -> [String] {
        guard !lengths.isEmpty else { return [text] }
        var groups: [String] = []
        var rest = text[...]
        for length in lengths where !rest.isEmpty {
            let end = rest.index(rest.startIndex, offsetBy: length, limitedBy: rest.endIndex) ?? rest.endIndex
            groups.append(String(rest[..<end]))
            rest = rest[end...]
        }
        if !rest.isEmpty {
            groups.append(String(rest))
        }
        return groups
    }
}
