public import ValidatorKit

/// The language the demo speaks: the `--locale` option, else the first of `LC_ALL`,
/// `LC_MESSAGES` and `LANG` that is set and not empty, else English.
///
/// `C` and `POSIX` mean English; `de_DE.UTF-8` means German. A locale the demo does not ship
/// (`MessageLocale.shipped`) or cannot read means English, with a ``warning``.
///
/// ```swift
/// LocaleChoice(option: nil, environment: ["LANG": "fr_FR.UTF-8"]).locale   // fr
/// LocaleChoice(option: "xx", environment: [:]).warning
/// // "Unknown locale 'xx'; messages are in English (shipped: en, de, es, fr, ja)"
/// ```
public struct LocaleChoice: Sendable, Equatable {
    /// The locale chosen.
    public let locale: MessageLocale
    /// What to tell the user when the locale asked for is not shipped, or `nil`.
    public let warning: String?

    /// The variables read, in order, when there is no option.
    public static let environmentVariables = ["LC_ALL", "LC_MESSAGES", "LANG"]

    /// Chooses from `option`, then from `environment` (a variable's value by name).
    public init(option: String?, environment: (String) -> String?) {
        var asked = option
        if asked == nil {
            for variable in Self.environmentVariables {
                if let value = environment(variable), !value.isEmpty {
                    asked = value
                    break
                }
            }
        }
        guard let asked else {
            self.init(locale: .english, warning: nil)
            return
        }
        if let locale = MessageLocale(identifier: asked), MessageLocale.shipped.contains(locale) {
            self.init(locale: locale, warning: nil)
        } else {
            let shipped = MessageLocale.shipped.map(\.language).joined(separator: ", ")
            self.init(
                locale: .english, warning: "Unknown locale '\(asked)'; messages are in English (shipped: \(shipped))")
        }
    }

    /// Chooses from `option`, then from the variables of `environment`.
    public init(option: String?, environment: [String: String]) {
        self.init(option: option) { environment[$0] }
    }

    private init(locale: MessageLocale, warning: String?) {
        self.locale = locale
        self.warning = warning
    }
}
