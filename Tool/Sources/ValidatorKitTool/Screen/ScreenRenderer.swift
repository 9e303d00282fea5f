public import ValidatorKit
import ValidatorKitSession

/// Draws a ``ScreenContent`` into a ``Frame`` of a given size: a heading, each field in three
/// rows (floating title, sections and mark, message) under the titles of the groups, lists and
/// list items it is in, the submit status, the keys (and the list and choice keys where the
/// focused field takes them), and the callback log filling the rest.
///
/// ```
///  validator · default form
///
///    Card number · American Express
///  ▸ [3782] [822463] [_____]                      … incomplete
///
/// ```
public struct ScreenRenderer {
    /// The screen's width.
    public let columns: Int
    /// The screen's height.
    public let rows: Int
    /// The words of the screen's own lines (keys, submit result, marks), in the form's locale.
    public let words: ScreenWords

    /// A renderer for a screen of `columns` by `rows` that speaks `words`.
    public init(columns: Int, rows: Int, words: ScreenWords = ScreenWords(locale: .english)) {
        self.columns = columns
        self.rows = rows
        self.words = words
    }

    /// The smallest screen the form is drawn on; smaller ones get a one-line notice.
    public static let minimumColumns = 40
    /// The fewest rows the form is drawn on.
    public static let minimumRows = 12

    private static let rowsPerField = 3
    private static let markerWidth = 4

    /// The frame that shows `content`; a screen below the minimum size gets a notice instead.
    public func render(_ content: ScreenContent) -> Frame {
        guard columns >= Self.minimumColumns, rows >= Self.minimumRows else {
            var notice = StyledLine(limit: columns)
            notice.append("Terminal too small: \(columns)×\(rows); validator needs \(Self.minimumColumns)×\(Self.minimumRows)")
            return Frame(rows: [notice] + Array(repeating: StyledLine(limit: columns), count: max(0, rows - 1)), cursor: nil)
        }
        var lines: [StyledLine] = []
        var cursor: Frame.Position?
        let visible = visibleFields(of: content)

        var heading = line()
        heading.append(" validator", .bold)
        heading.append(" · \(content.heading)")
        if visible.count < content.appearances.count {
            heading.append("  (fields \(visible.lowerBound + 1)–\(visible.upperBound) of \(content.appearances.count))", .dim)
        }
        lines.append(heading)
        lines.append(line())

        var shownContainers: [FormContainer] = []
        for index in visible {
            let appearance = content.appearances[index]
            let description = content.descriptions[index]
            for (depth, container) in description.containers.enumerated()
            where !shownContainers.contains(container) && container.path != description.identifier {
                lines.append(headingRow(container, depth: depth, of: content))
            }
            shownContainers = description.containers
            lines.append(titleRow(appearance, description))
            let (input, column) = inputRow(appearance, description)
            if let column {
                cursor = Frame.Position(row: lines.count, column: column)
            }
            lines.append(input)
            lines.append(messageRow(appearance))
        }

        lines.append(statusRow(content))
        var keys = line()
        let keyLines = words.keys
        keys.append(" " + (keyLines.first { DisplayWidth.columns(of: $0) < columns } ?? keyLines[keyLines.count - 1]), .dim)
        lines.append(keys)
        if let focused = content.appearances.firstIndex(where: \.isFocused) {
            let description = content.descriptions[focused]
            let inList = description.containers.contains { $0.kind == .list }
            let extra = [
                inList ? words.itemKeys : nil, description.choices.isEmpty ? words.historyKeys : words.choiceKeys,
            ].compactMap(\.self)
            // One line when it fits, else a line each, so no key is cut off.
            let joined = " " + extra.joined(separator: " · ")
            for part in DisplayWidth.columns(of: joined) < columns ? [joined] : extra.map({ " " + $0 }) {
                var more = line()
                more.append(part, .dim)
                lines.append(more)
            }
        }
        var logHeading = line()
        logHeading.append(" \(words.callbacks) ", .bold)
        logHeading.append(String(repeating: "─", count: max(0, columns - logHeading.width)), .dim)
        lines.append(logHeading)
        let logRows = max(0, rows - lines.count)
        for entry in content.log.suffix(logRows) {
            var logLine = line()
            logLine.append(" " + entry, entry.hasPrefix("containsValidText") ? .dim : .plain)
            lines.append(logLine)
        }
        while lines.count < rows {
            lines.append(line())
        }
        return Frame(rows: Array(lines.prefix(rows)), cursor: cursor)
    }

    private func line() -> StyledLine {
        StyledLine(limit: columns)
    }

    /// A group's or list's title, or a list item's with its number, indented by its depth.
    private func headingRow(_ container: FormContainer, depth: Int, of content: ScreenContent) -> StyledLine {
        var row = line()
        row.append(String(repeating: " ", count: 1 + 2 * depth))
        switch container.kind {
        case .group, .list:
            row.append(container.title, .bold)
        case .item:
            row.append("\(container.title) \((container.index ?? 0) + 1)", .bold)
        }
        return row
    }

    /// The fields that fit, always including the focused one, leaving at least three log rows
    /// (and room for every heading and the list and choice keys).
    private func visibleFields(of content: ScreenContent) -> Range<Int> {
        let count = content.appearances.count
        let headings = Set(content.descriptions.flatMap { description in
            description.containers.filter { $0.path != description.identifier }
        }).count
        let extraKeys = content.descriptions.contains { !$0.containers.isEmpty || !$0.choices.isEmpty } ? 1 : 0
        let fitting = max(1, (rows - 2 - 3 - 3 - headings - extraKeys) / Self.rowsPerField)
        guard count > fitting else { return 0..<count }
        let focused = content.appearances.firstIndex(where: \.isFocused) ?? 0
        let start = min(max(0, focused - fitting / 2), count - fitting)
        return start..<(start + fitting)
    }

    /// The title when it floats, a brand name the validators report, and a stand-in note.
    private func titleRow(_ appearance: FieldAppearance, _ description: FieldDescription) -> StyledLine {
        var row = line()
        row.append(String(repeating: " ", count: Self.markerWidth))
        if appearance.titlePosition == .floating {
            row.append(description.title, appearance.isFocused ? .focus : .dim)
            if let brand = appearance.brandName {
                row.append(" · " + brand, .bold)
            }
            if let score = appearance.strengthScore {
                row.append(" · " + Self.strengthMeter(score) + " " + words.strength(score: score), .bold)
            }
        }
        if let note = description.note {
            let noteText = "(\(note))"
            row.pad(to: max(row.width + 2, columns - DisplayWidth.columns(of: noteText) - 1))
            row.append(noteText, .dim)
        }
        return row
    }

    /// A password's strength as four cells, as many filled as the score (`▰▰▱▱` for 2): a shape,
    /// with the score in words beside it, never a colour alone.
    static func strengthMeter(_ score: Int) -> String {
        String(repeating: "▰", count: score) + String(repeating: "▱", count: 4 - score)
    }

    /// The focus marker, the field's box or sections, and its mark; returns the cursor's column
    /// when the field is focused.
    private func inputRow(_ appearance: FieldAppearance, _ description: FieldDescription) -> (StyledLine, Int?) {
        var row = line()
        row.append(appearance.isFocused ? "  ▸ " : "    ", .focus)
        let bracketTone: Tone = appearance.isFocused ? .focus : .dim
        let boxWidth = max(10, min(40, columns - Self.markerWidth - 18))
        var cursorColumn: Int?
        let boxEnd: Int
        if appearance.titlePosition == .inside {
            let placeholder = description.placeholder.isEmpty ? description.title : description.placeholder
            let inner = !appearance.drawsSections
                ? boxWidth : max(sectionedWidth(appearance.sectionLengths) - 2, min(boxWidth, DisplayWidth.columns(of: placeholder)))
            row.append("[", bracketTone)
            let start = row.width
            row.append(Self.clipped(placeholder, to: inner), .dim)
            row.pad(to: start + inner)
            row.append("]", bracketTone)
            boxEnd = Self.markerWidth + boxWidth + 2
        } else if !appearance.drawsSections {
            cursorColumn = drawScrolling(
                Self.shownText(of: appearance, description), hint: description.placeholder, width: boxWidth,
                brackets: bracketTone, into: &row)
            boxEnd = row.width
        } else {
            cursorColumn = drawSections(appearance, brackets: bracketTone, into: &row)
            boxEnd = Self.markerWidth + boxWidth + 2
        }
        row.pad(to: boxEnd)
        row.append("  ")
        let markTone: Tone = switch appearance.mark {
        case .none: .plain
        case .valid: .valid
        case .pending, .checking: .pending
        case .error: .error
        }
        row.append(appearance.mark.symbol + " " + words.mark(appearance.mark.word), markTone)
        return (row, appearance.isFocused ? cursorColumn : nil)
    }

    /// The text of an unsectioned box and the cursor's offset in it: a choice shown by its title
    /// (a union's `bank` as `Bank transfer`, the cursor after it), any other text as it is.
    private static func shownText(of appearance: FieldAppearance, _ description: FieldDescription) -> (text: String, cursor: Int) {
        let text = appearance.groups.first ?? ""
        guard let index = description.choices.firstIndex(of: text), description.choiceTitles.indices.contains(index) else {
            return (text, appearance.cursorPlacement.offset)
        }
        let title = description.choiceTitles[index]
        return (title, title.count)
    }

    /// One box of `width` columns, scrolled so the cursor stays in view; `‹` and `›` replace the
    /// brackets where text is cut off. An empty box shows `hint` dimmed behind the cursor.
    private func drawScrolling(
        _ shown: (text: String, cursor: Int), hint: String, width: Int, brackets: Tone, into row: inout StyledLine
    ) -> Int {
        let text = shown.text
        if text.isEmpty {
            row.append("[", brackets)
            let origin = row.width
            row.append(Self.clipped(hint, to: width), .dim)
            row.pad(to: origin + width)
            row.append("]", brackets)
            return origin
        }
        let cursor = text.index(text.startIndex, offsetBy: shown.cursor, limitedBy: text.endIndex) ?? text.endIndex
        var start = text.startIndex
        if DisplayWidth.columns(of: text[..<cursor]) > width - 1 {
            start = cursor
            var used = 0
            while start > text.startIndex {
                let before = text.index(before: start)
                used += DisplayWidth.columns(of: text[before])
                guard used <= width - 1 else { break }
                start = before
            }
        }
        var end = start
        var used = 0
        while end < text.endIndex, used + DisplayWidth.columns(of: text[end]) <= width {
            used += DisplayWidth.columns(of: text[end])
            end = text.index(after: end)
        }
        row.append(start > text.startIndex ? "‹" : "[", brackets)
        let origin = row.width
        row.append(text[start..<end])
        let cursorColumn = origin + DisplayWidth.columns(of: text[start..<cursor])
        row.pad(to: origin + width)
        row.append(end < text.endIndex ? "›" : "]", brackets)
        return cursorColumn
    }

    /// Each section as its own group, with `_` for the places not filled yet.
    private func drawSections(_ appearance: FieldAppearance, brackets: Tone, into row: inout StyledLine) -> Int {
        var cursorColumn = row.width + 1
        for (index, group) in appearance.groups.enumerated() {
            if index > 0 { row.append(" ") }
            row.append("[", brackets)
            if index == appearance.cursorPlacement.group {
                cursorColumn = row.width + DisplayWidth.columns(of: String(group.prefix(appearance.cursorPlacement.offset)))
            }
            row.append(group)
            if index < appearance.sectionLengths.count {
                row.append(String(repeating: "_", count: max(0, appearance.sectionLengths[index] - group.count)), .dim)
            }
            row.append("]", brackets)
        }
        return cursorColumn
    }

    /// The message on show, after a ✗ so it reads without colour.
    private func messageRow(_ appearance: FieldAppearance) -> StyledLine {
        var row = line()
        if let message = appearance.message {
            row.append(String(repeating: " ", count: Self.markerWidth + 1))
            row.append("✗ " + message, .error)
        }
        return row
    }

    private func statusRow(_ content: ScreenContent) -> StyledLine {
        var row = line()
        switch content.lastSubmit {
        case .accepted:
            row.append(" ✓ " + words.submitted, .valid)
        case .refused(let field, let message):
            let title = content.descriptions.first { $0.identifier == field }?.title ?? field
            row.append(" ✗ " + words.notSubmitted(field: title, message: message), .error)
        case .checking(let field):
            let title = content.descriptions.first { $0.identifier == field }?.title ?? field
            row.append(" ↻ " + words.awaitingCheck(field: title), .pending)
        case nil:
            break
        }
        return row
    }

    /// The columns of groups of `lengths`, brackets and spaces between them included.
    private func sectionedWidth(_ lengths: [Int]) -> Int {
        lengths.reduce(0) { $0 + $1 + 2 } + lengths.count - 1
    }

    /// `text` cut to `width` columns, ending in `…` when cut.
    private static func clipped(_ text: String, to width: Int) -> String {
        guard DisplayWidth.columns(of: text) > width else { return text }
        var kept = ""
        for character in text {
            guard DisplayWidth.columns(of: kept) + DisplayWidth.columns(of: character) <= width - 1 else { break }
            kept.append(character)
        }
        return kept + "…"
    }
}
