private import CRawPhoneNumber
import ValidatorKit

/// A phone field's as-you-type display (region ``PhoneInputs/region``) while
/// ``PhoneInputs/typedNumber`` is typed and deleted again, one keystroke per ``press()``, in one
/// of three ways.
public final class PhoneDisplayScript {
    /// How the display is worked out.
    public enum Way: String, CaseIterable, Sendable {
        /// The session a field keeps (`TextFormatter.makeSession()`): one formatter step for a
        /// digit typed at the end, the text typed afresh after a deletion.
        case session
        /// The phone validator's `formatted(_:)`, the whole text typed afresh into a new formatter at
        /// every keystroke: what a field did before it kept a session.
        case replay
        /// libphonenumber's `AsYouTypeFormatter::InputDigit` (C++, Debian libphonenumber-dev), the
        /// digits typed only (it cannot delete), cleared after the last.
        case libphonenumber = "libphonenumber InputDigit"
    }

    /// The texts the field holds, keystroke after keystroke: empty, then one more digit at a
    /// time to the whole number, then one fewer back to the first digit.
    private static let texts = [""] + PhoneInputs.typedTexts

    private let way: Way
    private let formatter: any TextFormatter
    private var session: any TextFormattingSession
    private let raw: OpaquePointer
    private let keys = Array(PhoneInputs.typedNumber.utf8)
    private var step = 0

    /// A script working the display out `way`.
    public init(_ way: Way) {
        self.way = way
        guard let formatter = StandardRegistry.validator("phone", ["region": .string(PhoneInputs.region)]).textFormatter else {
            fatalError("the phone validator offers no TextFormatter")
        }
        self.formatter = formatter
        session = formatter.makeSession()
        guard let raw = crpn_as_you_type_create(PhoneInputs.region) else {
            fatalError("libphonenumber has no AsYouTypeFormatter for \(PhoneInputs.region)")
        }
        self.raw = raw
    }

    deinit {
        crpn_as_you_type_destroy(raw)
    }

    /// One keystroke: the number of UTF-8 bytes the field shows after it.
    public func press() -> Int {
        switch way {
        case .session:
            step = step + 1 == Self.texts.count ? 0 : step + 1
            return session.formatted(Self.texts[step]).utf8.count
        case .replay:
            step = step + 1 == Self.texts.count ? 0 : step + 1
            return formatter.formatted(Self.texts[step]).utf8.count
        case .libphonenumber:
            if step == keys.count {
                crpn_as_you_type_clear(raw)
                step = 0
            }
            defer { step += 1 }
            return crpn_as_you_type_input_digit(raw, CChar(bitPattern: keys[step]))
        }
    }
}
