import Foundation
import ValidatorKit

extension MessageCatalog {
    /// The messages of the identifier plugins' codes, in `Resources/*.lproj`.
    static let identifiers = MessageCatalog(bundle: .module)
}
