import ValidatorKit

/// One phone field's as-you-type display: the engine's formatter kept between the field's texts,
/// so that a digit typed at the end costs one step of the formatter; any other edit (a deletion,
/// a digit typed in the middle, a paste) types the whole text again into a fresh formatter, once.
///
/// ```swift
/// var session = PhoneAsYouTypeSession(region: "US")
/// session.formatted("650")          // "650"
/// session.formatted("6502")         // "650-2": one step
/// session.formatted("650253")       // "650-253": typed afresh
/// ```
struct PhoneAsYouTypeSession: TextFormattingSession {
    /// The longest text the formatter formats (in typed characters); a longer one is shown as typed.
    static let longestFormattedText = 40

    private let region: String
    /// The formatter the characters of ``typed`` were typed into, one at a time (while there are
    /// no more of them than ``longestFormattedText``).
    private var formatter: PhoneAsYouTypeFormatter
    /// The characters of the last text: ASCII digits, perhaps after a plus sign.
    private var typed = ""
    private var shown = ""

    /// A session for numbers of `region` (a supported region code, upper case).
    init(region: String) {
        self.region = region
        formatter = PhoneAsYouTypeFormatter(region: region)
    }

    /// What the formatter shows after the digits of `text` (and a plus sign before them) were
    /// typed one at a time.
    mutating func formatted(_ text: String) -> String {
        let now = PhoneValidator.typedCharacters(of: text)
        let isOneMore = now.utf8.count == typed.utf8.count + 1 && now.utf8.starts(with: typed.utf8)
        if isOneMore, now.utf8.count <= Self.longestFormattedText, let last = now.last {
            shown = formatter.input(last)
        } else if now != typed {
            typeAfresh(now)
        }
        typed = now
        return shown
    }

    /// Types `now` into a fresh formatter; a text longer than any the formatter formats is
    /// shown as typed.
    private mutating func typeAfresh(_ now: String) {
        guard now.utf8.count <= Self.longestFormattedText else {
            shown = now
            return
        }
        formatter = PhoneAsYouTypeFormatter(region: region)
        shown = ""
        for character in now {
            shown = formatter.input(character)
        }
    }
}
