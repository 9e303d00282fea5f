public import ValidatorKit

/// What one field shows at a moment, following the display policy: the screen draws it and a
/// replay writes it as a `state` record, so both front ends show the same thing.
///
/// A secure field's text appears only masked, and the character it reveals for a moment appears
/// only on the screen: `displayed` is fully masked, `revealed` is the screen's version.
public struct FieldAppearance: Equatable, Sendable {
    /// Where the cursor is drawn: in which group, after how many of its characters.
    public struct CursorPlacement: Equatable, Sendable {
        /// The group, from 0.
        public var group: Int
        /// How many of the group's characters come before the cursor.
        public var offset: Int

        /// The cursor after `offset` characters of group `group`.
        public init(group: Int, offset: Int) {
            self.group = group
            self.offset = offset
        }
    }

    /// Where the title is: floating above the text, or inside the empty box as its placeholder.
    public enum TitlePosition: String, Sendable {
        /// Above the text.
        case floating
        /// Inside the empty box, as its placeholder.
        case inside
    }

    /// The sign beside the field, which reads without colour.
    public enum Mark: String, Sendable {
        /// Nothing to say yet: empty and never judged.
        case none
        /// The text is acceptable.
        case valid
        /// Not acceptable yet, but more typing may fix it; nothing red is shown.
        case pending
        /// A message is on show.
        case error
        /// The asynchronous check of the text is running.
        case checking

        /// The symbol drawn for the mark.
        public var symbol: String {
            switch self {
            case .none: " "
            case .valid: "✓"
            case .pending: "…"
            case .error: "✗"
            case .checking: "↻"
            }
        }

        /// The word drawn beside the symbol.
        public var word: String {
            switch self {
            case .none: ""
            case .valid: "valid"
            case .pending: "incomplete"
            case .error: "invalid"
            case .checking: "checking"
            }
        }
    }

    /// The field's identifier.
    public let identifier: String
    /// Whether the field has the focus.
    public let isFocused: Bool
    /// Where the title is drawn.
    public let titlePosition: TitlePosition
    /// The displayed text; for a secure field every character masked, the reveal included.
    public let displayed: String
    /// The displayed text as the screen draws it: a secure field's fresh character readable.
    public let revealed: String
    /// The screen's text split into the groups drawn: one per section, empty ones included, or
    /// a single group when the field is unsectioned or formatted.
    public let groups: [String]
    /// Where the screen draws the cursor.
    public let cursorPlacement: CursorPlacement
    /// Whether the screen draws the sections as separate groups (not when the field is
    /// unsectioned, nor when a formatter chose its own separators).
    public let drawsSections: Bool
    /// The current section lengths; empty when unsectioned.
    public let sectionLengths: [Int]
    /// The cursor, in characters of the typed text.
    public let cursor: Int
    /// The validity on show (`Field/validity`).
    public let validity: Validity
    /// The sign beside the field.
    public let mark: Mark
    /// The message on show (`Field/errorMessage`), with a secure field's text masked.
    public let message: String?
    /// Whether a secure field is showing its last typed character right now.
    public let isRevealing: Bool
    /// The validators' details about the text; for a secure field only those that tell nothing of
    /// the text (`ValidatorChain.secureDetails(for:)`: a password's strength).
    public let details: ValidationDetails

    /// The appearance of `field` now.
    public init(of field: Field) {
        identifier = field.identifier
        isFocused = field.isActive
        titlePosition = field.isTitleFloating ? .floating : .inside
        sectionLengths = field.layout.lengths
        cursor = field.cursor
        validity = field.validity
        isRevealing = field.isRevealingCharacter
        message = field.errorMessage.map { SecretRedaction.message($0, of: field) }
        if field.isSecure {
            revealed = field.displayedText
            displayed = field.loggableText
            details = field.validation.secureDetails(for: field.text)
        } else {
            revealed = field.displayedText
            displayed = revealed
            details = field.validation.details(for: field.text)
        }
        let isFormatted = !field.isSecure && field.validation.textFormatter != nil
        drawsSections = !field.layout.isUnsectioned && !isFormatted
        if !drawsSections {
            groups = [revealed]
            cursorPlacement = CursorPlacement(group: 0, offset: field.displayedCursor)
        } else {
            let filled = field.sections
            groups = filled + Array(repeating: "", count: max(0, field.layout.lengths.count - filled.count))
            cursorPlacement = Self.placement(of: field.cursor, in: groups, lengths: field.layout.lengths)
        }
        if message != nil {
            mark = .error
        } else if field.text.isEmpty {
            mark = .none
        } else if field.isChecking {
            mark = .checking
        } else if validity.isValid {
            mark = .valid
        } else {
            mark = .pending
        }
    }

    /// The cursor's group and offset: a cursor at the end of a full section sits at the start of
    /// the next one, where the next character goes.
    private static func placement(of cursor: Int, in groups: [String], lengths: [Int]) -> CursorPlacement {
        var remaining = cursor
        for (index, group) in groups.enumerated() {
            let count = group.count
            let isFull = index < lengths.count && count >= lengths[index]
            if remaining < count || (remaining == count && (!isFull || index == groups.count - 1)) {
                return CursorPlacement(group: index, offset: remaining)
            }
            remaining -= count
        }
        return CursorPlacement(group: max(0, groups.count - 1), offset: groups.last?.count ?? 0)
    }

    /// The card brand or similar name the validators report, shown beside the title.
    public var brandName: String? {
        if case .string(let name)? = details["brandName"] { return name }
        return nil
    }

    /// The strength score (0 to 4) a password validator reports, shown beside the title as a
    /// meter with a word, never in colour alone.
    public var strengthScore: Int? {
        if case .integer(let score)? = details["score"], (0...4).contains(score) { return score }
        return nil
    }
}
