import Foundation
import ValidatorKit

extension MessageCatalog {
    /// The messages of the plugin's codes, in `Resources/*.lproj`.
    static let mask = MessageCatalog(bundle: .module)
}
