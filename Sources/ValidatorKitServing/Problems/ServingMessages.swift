import Foundation
import ValidatorKit

/// The texts of served forms' answers (problem titles and the summary of an invalid record) in
/// every shipped language, from `Resources/*.lproj` of this module.
enum ServingMessages {
    static let catalog = MessageCatalog(bundle: .module)

    /// The text of `key` in `locale` (English when `locale` has none), with `arguments`.
    static func text(_ key: String, _ arguments: [String: JSONValue] = [:], in locale: MessageLocale) -> String {
        catalog.template(for: key, in: locale)?.render(arguments, in: locale) ?? key
    }
}
