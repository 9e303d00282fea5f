import ValidatorKit

/// The pages' own words (buttons, headings), in every shipped language, from the module's
/// `Localizable.strings` (keys `page.…`).
enum PageWords {
    /// The word of `key` in `locale`.
    static func text(_ key: String, in locale: MessageLocale) -> String {
        ServerMessages.text("page." + key, in: locale)
    }
}
