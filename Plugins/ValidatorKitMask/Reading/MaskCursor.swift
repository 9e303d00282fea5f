/// Where a text being read stands in a ``MaskPattern``, moved one character at a time.
///
/// A character equal to the next constant is taken as that constant; one that is not is read
/// against the element after it, the constant implied; an optional slot the character does not
/// fit is passed over. Constants are put out only when a later slot or typed constant is
/// reached, so `2015` in `+1 ([000]) [000]-[0000]` shows `+1 (201) 5`, not `+1 (201) 5-`.
struct MaskCursor {
    /// What a character did to the cursor.
    enum Step: Equatable {
        /// It filled a slot or matched a constant.
        case taken
        /// The pattern has no element left for it.
        case beyondEnd
        /// It does not fit the required slot it reached.
        case misfit(MaskSlot)
    }

    let pattern: MaskPattern
    /// The next element to read.
    private(set) var element = 0
    /// The first element not yet put out.
    private var unshown = 0
    /// How many constants the text held as written (`+1 (` typed rather than implied).
    private(set) var typedConstantCount = 0

    init(_ pattern: MaskPattern) {
        self.pattern = pattern
    }

    /// Reads `character`, putting out through `output` what the text now shows.
    mutating func take(_ character: Character, output: (MaskOutput) -> Void = { _ in }) -> Step {
        let elements = pattern.elements
        while element < elements.count {
            switch elements[element] {
            case .constant(let constant, let isExtracted):
                if constant == character {
                    showConstants(before: element, output: output)
                    output(MaskOutput(character: constant, isExtracted: isExtracted, wasTyped: true, element: element))
                    typedConstantCount += 1
                    advance()
                    return .taken
                }
                element += 1
            case .slot(let slot, let isOptional):
                if slot.accepts(character) {
                    showConstants(before: element, output: output)
                    output(MaskOutput(character: character, isExtracted: true, wasTyped: true, element: element))
                    advance()
                    return .taken
                }
                guard isOptional else { return .misfit(slot) }
                element += 1
            }
        }
        return .beyondEnd
    }

    /// Whether every required slot is filled.
    var isComplete: Bool {
        !pattern.elements[element...].contains { if case .slot(_, false) = $0 { true } else { false } }
    }

    /// Puts out the constants that end the pattern, when no slot at all is left after the text:
    /// `{ kg}` after `[000]` once three digits are typed.
    func finish(output: (MaskOutput) -> Void) {
        let rest = pattern.elements[unshown...]
        guard !rest.contains(where: { if case .slot = $0 { true } else { false } }) else { return }
        showConstants(before: pattern.elements.count, output: output)
    }

    private func showConstants(before end: Int, output: (MaskOutput) -> Void) {
        for index in unshown..<end {
            if case .constant(let constant, let isExtracted) = pattern.elements[index] {
                output(MaskOutput(character: constant, isExtracted: isExtracted, wasTyped: false, element: index))
            }
        }
    }

    private mutating func advance() {
        element += 1
        unshown = element
    }
}
