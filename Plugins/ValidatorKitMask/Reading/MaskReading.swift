/// What a mask makes of a whole text: how far it read and with what verdict.
struct MaskReading {
    /// How a reading ended.
    enum Outcome: Equatable {
        /// Every required slot is filled.
        case complete
        /// The text reads well so far, but required slots are empty.
        case partial
        /// The character at `position` fits nowhere: `expected` names the slot it missed, `nil`
        /// when the pattern had ended.
        case failed(position: Int, expected: MaskSlot?)
    }

    let outcome: Outcome
    /// How many characters of the text were read before a failure (all of them otherwise).
    let charactersRead: Int
    /// How many of them were constants written as such.
    let typedConstantCount: Int

    /// Reads `text` with `pattern`, putting out through `output` what the text shows.
    init(_ text: some StringProtocol, with pattern: MaskPattern, output: (MaskOutput) -> Void = { _ in }) {
        var cursor = MaskCursor(pattern)
        var position = 0
        for character in text {
            switch cursor.take(character, output: output) {
            case .taken:
                position += 1
            case .beyondEnd:
                self.init(
                    outcome: .failed(position: position, expected: nil), charactersRead: position,
                    typedConstantCount: cursor.typedConstantCount)
                return
            case .misfit(let slot):
                self.init(
                    outcome: .failed(position: position, expected: slot), charactersRead: position,
                    typedConstantCount: cursor.typedConstantCount)
                return
            }
        }
        if cursor.isComplete {
            cursor.finish(output: output)
            self.init(outcome: .complete, charactersRead: position, typedConstantCount: cursor.typedConstantCount)
        } else {
            self.init(outcome: .partial, charactersRead: position, typedConstantCount: cursor.typedConstantCount)
        }
    }

    private init(outcome: Outcome, charactersRead: Int, typedConstantCount: Int) {
        self.outcome = outcome
        self.charactersRead = charactersRead
        self.typedConstantCount = typedConstantCount
    }

    /// How good the verdict is: complete over partial over failed.
    var rank: Int {
        switch outcome {
        case .complete: 2
        case .partial: 1
        case .failed: 0
        }
    }
}
