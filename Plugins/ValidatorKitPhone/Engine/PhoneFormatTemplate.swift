/// A replacement template of libphonenumber's metadata, such as `(\1) \2-\3`: text with `\1` …
/// `\9` standing for a match's groups.
struct PhoneFormatTemplate: Sendable, Hashable {
    /// The template's text.
    let text: String

    /// The template `text`.
    init(_ text: String) {
        self.text = text
    }

    /// The text with each `\N` replaced by group N of `groups` (group 1 first), empty for a group
    /// that took no part in the match, as Python's `re.sub` does.
    func expanded(with groups: [Substring?]) -> String {
        var result = ""
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            guard scalar == "\\" else {
                result.unicodeScalars.append(scalar)
                continue
            }
            guard let next = scalars.next() else {
                result.unicodeScalars.append(scalar)
                break
            }
            if let digit = next.properties.numericValue, next.isASCII, digit >= 1 {
                let index = Int(digit) - 1
                if index < groups.count, let group = groups[index] {
                    result += group
                }
            } else {
                result.unicodeScalars.append(next)
            }
        }
        return result
    }

    /// The template with its first group reference (`\N`) replaced by `rule`, in which `\1`
    /// stands for that reference (how libphonenumber puts a national prefix formatting rule,
    /// such as `0\1`, into a format).
    func replacingFirstGroup(with rule: String) -> PhoneFormatTemplate {
        let scalars = Array(text.unicodeScalars)
        guard let index = scalars.indices.first(where: { index in
            scalars[index] == "\\" && index + 1 < scalars.count && ("0"..."9").contains(scalars[index + 1])
        }) else {
            return self
        }
        let reference = String(String.UnicodeScalarView(scalars[index...(index + 1)]))
        let replacement = PhoneFormatTemplate(rule).expanded(with: [Substring(reference)])
        let before = String(String.UnicodeScalarView(scalars[..<index]))
        let after = String(String.UnicodeScalarView(scalars[(index + 2)...]))
        return PhoneFormatTemplate(before + replacement + after)
    }
}
