import Foundation
import ValidatorKit

extension MessageCatalog {
    /// The messages of the plugin's codes, warnings and suggestions, in `Resources/*.lproj`.
    static let password = MessageCatalog(bundle: .module)
}
