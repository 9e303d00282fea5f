public import ValidatorKit

/// Judges, filters, formats and extracts a text with a mask in RedMadRobot's input-mask
/// notation (``MaskPattern``), or with the best of several (an affine mask).
///
/// With `+1 ([000]) [000]-[0000]`:
///
/// | Text | Verdict | Shown | Extracted |
/// |---|---|---|---|
/// | `20155` | incomplete | `+1 (201) 55` | `20155` |
/// | `2015550123` | valid | `+1 (201) 555-0123` | `2015550123` |
/// | `+1 (201) 555-0123` | valid | `+1 (201) 555-0123` | `2015550123` |
/// | `201x` | invalid, `mask.digit` at character 4 | `+1 (201) x` | |
///
/// An affine mask reads the text with each pattern and keeps the best verdict (valid over
/// incomplete over invalid), then the one that reads the most characters, then the first
/// listed; ``details(for:)`` names it as `mask`.
public struct MaskValidator: Validator, InputFilter, TextFormatter, SectionLayoutProvider, ValueNormalizer,
    ValidationDetailsProvider
{
    /// The patterns, the primary first.
    public let patterns: [MaskPattern]
    private let layouts: [SectionLayout]

    /// Creates the validator for `pattern` and its `alternatives`.
    public init(pattern: MaskPattern, alternatives: [MaskPattern] = []) {
        patterns = [pattern] + alternatives
        // Every pattern has at least one slot (MaskPattern refuses others), so no length is 0.
        layouts = patterns.map { (try? SectionLayout($0.sectionLengths)) ?? .unsectioned }
    }

    /// The index of the pattern that reads `text` best, and its reading.
    func bestReading(of text: String) -> (index: Int, reading: MaskReading) {
        var best = (index: 0, reading: MaskReading(text, with: patterns[0]))
        for index in patterns.indices.dropFirst() {
            let reading = MaskReading(text, with: patterns[index])
            if reading.rank > best.reading.rank
                || (reading.rank == best.reading.rank && reading.charactersRead > best.reading.charactersRead)
            {
                best = (index, reading)
            }
        }
        return best
    }

    /// Valid when every required slot is filled, incomplete for a prefix, otherwise invalid at
    /// the first character that fits no slot: `mask.digit`, `mask.letter`,
    /// `mask.letter_or_digit`, or `mask.too_long` past the mask's end.
    public func validate(_ text: String) -> Validity {
        switch bestReading(of: text).reading.outcome {
        case .complete:
            return .valid
        case .partial:
            return .incomplete
        case .failed(let position, let expected):
            let code: ValidationFailure.Code =
                switch expected {
                case .digit: .maskDigit
                case .letter: .maskLetter
                case .letterOrDigit: .maskLetterOrDigit
                case nil: .maskTooLong
                }
            return .invalid(ValidationFailure(
                code: code, arguments: ["position": .integer(position + 1)], position: position))
        }
    }

    /// Whether some slot of some pattern takes `character`, or it is one of their constants.
    public func accepts(_ character: Character) -> Bool {
        patterns.contains { pattern in
            pattern.elements.contains { element in
                switch element {
                case .slot(let slot, _): slot.accepts(character)
                case .constant(let constant, _): constant == character
                }
            }
        }
    }

    /// Whether `character` fits where it is typed: after the characters of `text` before
    /// `position`, some pattern has a slot it fills or a constant it is. A letter typed where
    /// every pattern wants a digit is refused.
    public func accepts(_ character: Character, at position: Int, in text: String) -> Bool {
        patterns.contains { pattern in
            var cursor = MaskCursor(pattern)
            for before in text.prefix(position) where cursor.take(before) != .taken {
                // What was typed before already fits nowhere: the verdict says so, not the filter.
                return true
            }
            if case .misfit = cursor.take(character) { return false }
            return true
        }
    }

    /// The text as the best pattern shows it, constants appearing once a later slot is
    /// reached; what it cannot read is appended as typed.
    public func formatted(_ text: String) -> String {
        let best = bestReading(of: text)
        var shown = ""
        _ = MaskReading(text, with: patterns[best.index]) { shown.append($0.character) }
        if best.reading.charactersRead < text.count {
            shown += text.dropFirst(best.reading.charactersRead)
        }
        return shown
    }

    /// Where each typed character of `text` appears in `shown`, ``formatted(_:)``'s display of
    /// it: the slots' characters and the constants typed as written, not the constants the mask
    /// adds, even where one equals a typed character. With `+1 ([000]) [000]-[0000]`, `1555`
    /// shows `+1 (155) 5`, its characters at `[4, 5, 6, 9]`. The mask reads `text` again, so
    /// `shown` is not read.
    public func displayedOffsets(of text: String, in shown: String) -> [Int] {
        let best = bestReading(of: text)
        var offsets: [Int] = []
        var shownCount = 0
        _ = MaskReading(text, with: patterns[best.index]) { output in
            if output.wasTyped { offsets.append(shownCount) }
            shownCount += 1
        }
        offsets += shownCount..<(shownCount + text.count - best.reading.charactersRead)
        return offsets
    }

    /// The best pattern's runs of slots (`3-3-4` for `+1 ([000]) [000]-[0000]`), a constant typed
    /// as written counted in the section it precedes.
    public func sectionLayout(for text: String) -> SectionLayout {
        let best = bestReading(of: text)
        guard best.reading.typedConstantCount > 0 else { return layouts[best.index] }
        let pattern = patterns[best.index]
        var lengths = pattern.sectionLengths
        _ = MaskReading(text, with: pattern) { output in
            guard output.wasTyped, case .constant = pattern.elements[output.element] else { return }
            lengths[pattern.sectionOfElement[output.element]] += 1
        }
        return (try? SectionLayout(lengths)) ?? layouts[best.index]
    }

    /// The extracted value: the characters of the slots and of the `{…}` constants,
    /// `2015550123` for `+1 (201) 555-0123` and `12/30` for `1230` with `[00]{/}[00]`.
    public func normalizedValue(of text: String) -> String {
        let best = bestReading(of: text)
        var extracted = ""
        _ = MaskReading(text, with: patterns[best.index]) { output in
            if output.isExtracted { extracted.append(output.character) }
        }
        return extracted
    }

    /// `mask`: the pattern that reads `text` best, as written.
    public func details(for text: String) -> ValidationDetails {
        ["mask": .string(patterns[bestReading(of: text).index].description)]
    }
}
