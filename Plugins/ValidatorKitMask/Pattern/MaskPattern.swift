/// A mask in RedMadRobot's input-mask notation, read once: its slots, constants and sections.
///
/// - `[0]` a digit, `[9]` an optional digit, `[A]` a letter, `[a]` an optional letter, `[_]` a
///   letter or digit, `[-]` an optional one; a bracket holds any number of them (`[000]`), and
///   a run of one kind takes as many characters as it has required slots, up to all its slots
///   (`[9900]` takes 2 to 4 digits, as `[0099]` does);
/// - `{…}` constant characters kept in the extracted value (`[00]{/}[00]`);
/// - anything else constant characters for the eye only; `\` takes the next character as it is.
///
/// ```swift
/// try MaskPattern("+1 ([000]) [000]-[0000]").sectionLengths   // [3, 3, 4]
/// ```
public struct MaskPattern: Sendable, Hashable, CustomStringConvertible {
    /// The pattern as written.
    public let description: String
    /// The slots and constants, in order.
    public let elements: [MaskElement]
    /// How many slots each run of slots not parted by a constant holds.
    public let sectionLengths: [Int]
    /// How many slots must be filled.
    public let requiredSlotCount: Int
    /// The section of each element: a slot's own, a constant's the next slot's (the last
    /// section for constants after every slot).
    let sectionOfElement: [Int]

    /// Reads `pattern`; throws ``MaskPatternError`` naming the offset of the first mistake.
    public init(_ pattern: String) throws(MaskPatternError) {
        var elements: [MaskElement] = []
        var opened: (bracket: Character, offset: Int, count: Int)?
        var bracketSlots: [(slot: MaskSlot, isOptional: Bool)] = []
        var isEscaped = false
        for (offset, character) in pattern.enumerated() {
            func fail(_ code: MaskPatternError.Code) -> MaskPatternError {
                MaskPatternError(pattern: pattern, code: code, offset: offset, character: character)
            }
            if isEscaped {
                isEscaped = false
                elements.append(.constant(character, isExtracted: opened?.bracket == "{"))
                opened?.count += 1
                continue
            }
            switch (character, opened?.bracket) {
            case ("\\", "["):
                throw fail(.unknownSlot)
            case ("\\", _):
                isEscaped = true
            case ("[", nil), ("{", nil):
                opened = (character, offset, 0)
            case ("[", _), ("{", _):
                throw fail(.nestedBracket)
            case ("]", "["), ("}", "{"):
                guard let count = opened?.count, count > 0 else { throw fail(.emptyBrackets) }
                opened = nil
                elements += Self.requiredFirst(bracketSlots).map { .slot($0.slot, isOptional: $0.isOptional) }
                bracketSlots = []
            case ("]", _), ("}", _):
                throw fail(.unopenedBracket)
            case (_, "["):
                guard let slot = Self.slot(character) else { throw fail(.unknownSlot) }
                if !slot.isOptional, let last = bracketSlots.last, last.isOptional, last.slot != slot.kind {
                    throw fail(.requiredAfterOptional)
                }
                bracketSlots.append((slot.kind, slot.isOptional))
                opened?.count += 1
            case (_, "{"):
                elements.append(.constant(character, isExtracted: true))
                opened?.count += 1
            default:
                elements.append(.constant(character, isExtracted: false))
            }
        }
        let length = pattern.count
        if isEscaped {
            throw MaskPatternError(pattern: pattern, code: .trailingBackslash, offset: length - 1, character: "\\")
        }
        if let opened {
            throw MaskPatternError(pattern: pattern, code: .unclosedBracket, offset: opened.offset, character: opened.bracket)
        }
        var sections: [Int] = []
        var sectionOfElement: [Int] = []
        var run = 0
        for element in elements {
            if case .slot = element {
                run += 1
            } else if run > 0 {
                sections.append(run)
                run = 0
            }
            sectionOfElement.append(sections.count)
        }
        if run > 0 { sections.append(run) }
        guard !sections.isEmpty else {
            throw MaskPatternError(pattern: pattern, code: .noSlots, offset: length, character: nil)
        }
        description = pattern
        self.elements = elements
        sectionLengths = sections
        self.sectionOfElement = sectionOfElement.map { min($0, sections.count - 1) }
        requiredSlotCount = elements.count { if case .slot(_, false) = $0 { true } else { false } }
    }

    /// The slots of one bracket with each run of one kind's required slots before its optional
    /// ones: what a run takes depends only on how many of each it has, and a greedy reading
    /// needs the required ones first.
    private static func requiredFirst(
        _ slots: [(slot: MaskSlot, isOptional: Bool)]
    ) -> [(slot: MaskSlot, isOptional: Bool)] {
        var ordered: [(slot: MaskSlot, isOptional: Bool)] = []
        var start = 0
        while start < slots.count {
            var end = start
            while end < slots.count, slots[end].slot == slots[start].slot { end += 1 }
            let run = slots[start..<end]
            ordered += run.filter { !$0.isOptional } + run.filter(\.isOptional)
            start = end
        }
        return ordered
    }

    private static func slot(_ character: Character) -> (kind: MaskSlot, isOptional: Bool)? {
        switch character {
        case "0": (.digit, false)
        case "9": (.digit, true)
        case "A": (.letter, false)
        case "a": (.letter, true)
        case "_": (.letterOrDigit, false)
        case "-": (.letterOrDigit, true)
        default: nil
        }
    }
}
