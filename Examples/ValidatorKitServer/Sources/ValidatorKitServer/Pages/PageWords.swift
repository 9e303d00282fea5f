import Foundation
import ValidatorKit

/// The pages' own words (buttons, headings), in every shipped language, from the module's
/// `Localizable.strings` (keys `page.…`).
enum PageWords {
    static let catalog = MessageCatalog(bundle: .module)

    /// The word of `key` in `locale` (English when `locale` has none).
    static func text(_ key: String, in locale: MessageLocale) -> String {
        catalog.template(for: "page." + key, in: locale)?.render([:], in: locale) ?? key
    }
}
