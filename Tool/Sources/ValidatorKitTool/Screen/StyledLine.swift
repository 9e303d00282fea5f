/// One screen row being built: pieces of text with their tones, measured in columns, cut at the
/// row's width.
public struct StyledLine {
    private(set) var pieces: [(text: String, tone: Tone)] = []
    /// The columns taken so far.
    public private(set) var width = 0
    /// The columns available.
    public let limit: Int

    /// An empty row of `limit` columns.
    public init(limit: Int) {
        self.limit = limit
    }

    /// Appends `text` in `tone`, with characters a terminal would obey instead of show (control
    /// characters, bidirectional overrides) replaced by `�`, and cut where the row ends.
    public mutating func append(_ text: some StringProtocol, _ tone: Tone = .plain) {
        var kept = ""
        for character in text {
            let shown = Self.isSafe(character) ? character : "\u{FFFD}"
            let columns = DisplayWidth.columns(of: shown)
            guard width + columns <= limit else { break }
            kept.append(shown)
            width += columns
        }
        if !kept.isEmpty {
            pieces.append((kept, tone))
        }
    }

    /// Appends spaces up to column `column`.
    public mutating func pad(to column: Int) {
        if column > width {
            append(String(repeating: " ", count: min(column, limit) - width))
        }
    }

    /// The text without styles, as a test or a screen reader sees it.
    public var plainText: String {
        pieces.map(\.text).joined()
    }

    /// The text with SGR escapes for its tones.
    public func rendered(colors: Bool) -> String {
        var result = ""
        for piece in pieces {
            let start = piece.tone.start(colors: colors)
            result += start + piece.text + (start.isEmpty ? "" : "\u{1B}[0m")
        }
        return result
    }

    private static func isSafe(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { scalar in
            scalar.properties.generalCategory != .control
                && !(0x202A...0x202E).contains(scalar.value) && !(0x2066...0x2069).contains(scalar.value)
        }
    }
}
