/// Characters that have broken text handling before: grapheme joiners, combining marks,
/// direction marks, wide and non-ASCII digits, control characters and CR LF.
public enum FuzzCharacters {
    /// The tricky characters, each as a string of one or more scalars.
    public static let tricky: [String] = [
        "\u{0301}", "\u{0308}", "\u{20DD}",              // combining marks
        "\u{200D}", "\u{FE0F}", "\u{1F3FD}",              // joiner, emoji presentation, skin tone
        "👩", "👨‍👩‍👧", "🇺", "🇸", "🇺🇸", "😀",              // emoji, regional indicators
        "\u{200E}", "\u{200F}", "\u{202E}", "\u{2066}",   // direction marks and overrides
        "１", "９", "٣", "۷", "߀", "𝟘", "Ⅻ", "½",           // wide, Arabic, N'Ko, maths digits, numerals
        "\u{0}", "\u{7}", "\u{1B}", "\u{7F}", "\u{85}", "\u{9B}",  // controls
        "\r\n", "\r", "\n", "\t", "\u{2028}", "\u{00A0}", "\u{3000}",  // line ends and spaces
        "‐", "–", "—", "－", "＋", "+",                      // dashes and plus signs
        "ᄀ", "ᅡ", "ᆨ", "가",                              // Hangul jamo that join
        "\u{FEFF}", "\u{FFFD}", "\u{E000}", "\u{10FFFF}",  // BOM, replacement, private use
        "é", "ß", "İ", "ﬁ", "Ω", "中", "ア",               // letters that fold or widen
    ]
}
