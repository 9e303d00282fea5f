import Foundation
import ValidatorKit

extension MessageCatalog {
    /// The testing kit's catalog, in `Resources/*.lproj`: the messages of the simulated
    /// `username` directory (``UsernamePlugin``).
    static let testing = MessageCatalog(bundle: .module)
}
