/// The language messages are rendered in, such as German (`de`).
///
/// Built from a language code or from a POSIX locale name as found in `LANG`, where `C` and
/// `POSIX` mean English:
///
/// ```swift
/// MessageLocale(identifier: "de_DE.UTF-8")   // de
/// MessageLocale(identifier: "fr-CA")         // fr
/// MessageLocale(identifier: "C")             // en
/// ```
///
/// A catalog that has no messages in a language renders English, its source language.
public struct MessageLocale: Sendable, Hashable, CustomStringConvertible {
    /// The lower-case ISO 639 language code, such as `"de"`.
    public let language: String

    /// English, the source language of every catalog.
    public static let english = MessageLocale(language: "en")

    /// The languages ValidatorKit and its plugins ship messages in: English, German, Spanish,
    /// French and Japanese.
    public static let shipped = ["en", "de", "es", "fr", "ja"].map(MessageLocale.init(language:))

    /// The locale of `language`, an ISO 639 code such as `"de"` (any case).
    public init(language: String) {
        self.language = language.lowercased()
    }

    /// The locale named by `identifier`: a language code with an optional region, encoding and
    /// modifier (`de`, `de-DE`, `de_DE.UTF-8`, `sr_RS@latin`); `C` and `POSIX` mean English.
    ///
    /// `nil` when `identifier` does not start with two or three ASCII letters.
    public init?(identifier: String) {
        if identifier == "C" || identifier == "POSIX" || identifier.hasPrefix("C.") {
            self = .english
            return
        }
        let language = identifier.prefix { $0 != "_" && $0 != "-" && $0 != "." && $0 != "@" }
        guard (2...3).contains(language.count), language.allSatisfy({ $0.isASCII && $0.isLetter }) else {
            return nil
        }
        self.init(language: String(language))
    }

    /// The language code, such as `de`.
    public var description: String {
        language
    }

    /// The CLDR plural category of the whole number `count` in this language.
    ///
    /// The CLDR rules for whole numbers: English, German and most languages say `one` for 1
    /// only; French and Portuguese for 0 and 1; French, Spanish, Italian, Portuguese and Catalan
    /// say `many` for a non-zero multiple of a million; Japanese, Chinese and Korean have `other`
    /// only. A message without a `many` form uses its `other` form.
    public func pluralCategory(of count: Int) -> PluralCategory {
        let magnitude = count.magnitude
        switch language {
        case "ja", "zh", "ko", "th", "vi", "id":
            return .other
        case "fr", "pt", "es", "it", "ca":
            if magnitude == 1 || (magnitude == 0 && (language == "fr" || language == "pt")) { return .one }
            return magnitude != 0 && magnitude % 1_000_000 == 0 ? .many : .other
        default:
            return magnitude == 1 ? .one : .other
        }
    }
}
