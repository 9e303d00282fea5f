import ValidatorKit

/// One phone field's as-you-type display: the engine's formatter kept between the field's texts,
/// as it was after each character typed, so that an edit costs only the characters after the
/// first one it changed. A digit typed at the end is one step of the formatter; a deletion at the
/// end takes back the state before the deleted digits, with no step; an edit in the middle (or a
/// paste) types the characters from the edit on, once.
///
/// ```swift
/// var session = PhoneAsYouTypeSession(region: "US")
/// session.formatted("650")          // "650": three steps
/// session.formatted("6502")         // "650-2": one step
/// session.formatted("650")          // "650": the state after "650", no step
/// session.formatted("6602")         // "660-2": steps for "602"
/// ```
struct PhoneAsYouTypeSession: TextFormattingSession {
    /// The longest text the formatter formats (in typed characters); a longer one is shown as typed.
    static let longestFormattedText = 40

    /// The formatter after some characters were typed, and what it showed then.
    private struct Step {
        var formatter: PhoneAsYouTypeFormatter
        var shown: String
    }

    /// The state after each prefix of ``typed`` of at most ``longestFormattedText`` characters,
    /// from the empty one on: `steps[k]` after its first `k` characters.
    private var steps: [Step]
    /// The characters of the last text: ASCII digits, perhaps after a plus sign.
    private var typed = ""
    private var shown = ""

    /// A session for numbers of `region` (a supported region code, upper case).
    init(region: String) {
        steps = [Step(formatter: PhoneAsYouTypeFormatter(region: region), shown: "")]
        steps.reserveCapacity(Self.longestFormattedText + 1)
    }

    /// What the formatter shows after the digits of `text` (and a plus sign before them) were
    /// typed one at a time.
    mutating func formatted(_ text: String) -> String {
        let now = PhoneValidator.typedCharacters(of: text)
        guard now != typed else { return shown }
        let unchanged = zip(now.utf8, typed.utf8).prefix { $0 == $1 }.count
        steps.removeLast(max(steps.count - 1 - unchanged, 0))
        typed = now
        guard now.utf8.count <= Self.longestFormattedText else {
            shown = now
            return shown
        }
        for key in now.utf8.dropFirst(steps.count - 1) {
            var step = steps[steps.count - 1]
            step.shown = step.formatter.input(Character(Unicode.Scalar(key)))
            steps.append(step)
        }
        shown = steps[steps.count - 1].shown
        return shown
    }
}
