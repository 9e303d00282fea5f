/// How many terminal columns text takes, measured per grapheme cluster from Unicode scalar
/// properties: East Asian Wide and Fullwidth characters and emoji take two columns, combining
/// marks and zero-width characters none, everything else one.
///
/// A cluster is as wide as its first scalar, except that an emoji presentation selector
/// (U+FE0F) anywhere in it makes it two columns wide, as terminals draw `❤️` or `1️⃣`.
public enum DisplayWidth {
    /// The columns `character` takes.
    public static func columns(of character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first else { return 0 }
        let properties = first.properties
        switch properties.generalCategory {
        case .control, .nonspacingMark, .enclosingMark, .format:
            return first.value == 0x00AD ? 1 : 0
        default:
            break
        }
        if properties.isEmojiPresentation || scalars.contains("\u{FE0F}") || isWide(first.value) {
            return 2
        }
        return 1
    }

    /// The columns `text` takes.
    public static func columns(of text: some StringProtocol) -> Int {
        var total = 0
        for character in text {
            total += columns(of: character)
        }
        return total
    }

    /// Whether `value` is in a block the Unicode East Asian Width property calls Wide (W) or
    /// Fullwidth (F) (UAX #11; the blocks, not every assigned scalar, which errs towards two
    /// columns for unassigned code points inside them, as terminals do).
    public static func isWide(_ value: UInt32) -> Bool {
        wideRanges.contains { $0.contains(value) }
    }

    private static let wideRanges: [ClosedRange<UInt32>] = [
        0x1100...0x115F,  // Hangul Jamo initial consonants
        0x2329...0x232A,  // angle brackets
        0x2E80...0x303E,  // CJK radicals, Kangxi, ideographic description, CJK symbols and punctuation
        0x3041...0x33FF,  // Hiragana, Katakana, Bopomofo, Hangul compatibility Jamo, Kanbun, CJK compatibility
        0x3400...0x4DBF,  // CJK unified ideographs extension A
        0x4E00...0x9FFF,  // CJK unified ideographs
        0xA000...0xA4CF,  // Yi syllables and radicals
        0xA960...0xA97F,  // Hangul Jamo extended A
        0xAC00...0xD7A3,  // Hangul syllables
        0xF900...0xFAFF,  // CJK compatibility ideographs
        0xFE10...0xFE19,  // vertical forms
        0xFE30...0xFE6F,  // CJK compatibility forms, small form variants
        0xFF00...0xFF60,  // fullwidth forms
        0xFFE0...0xFFE6,  // fullwidth signs
        0x16FE0...0x16FE4,  // ideographic symbols and punctuation
        0x17000...0x18CFF,  // Tangut, Khitan
        0x1AFF0...0x1B2FF,  // Kana extended and supplement, Nüshu
        0x1F200...0x1F202, 0x1F210...0x1F23B, 0x1F240...0x1F248, 0x1F250...0x1F251,  // enclosed ideographs
        0x20000...0x2FFFD,  // CJK extensions B to F, compatibility supplement
        0x30000...0x3FFFD,  // CJK extensions G and H
    ]
}
