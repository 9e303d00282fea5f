import Foundation
import ValidatorKit

extension MessageCatalog {
    /// The batch check's catalog, in `Resources/*.lproj`: the messages of its own codes.
    static let batch = MessageCatalog(bundle: .module)
}
