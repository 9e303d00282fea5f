import Foundation
import ValidatorKit

extension MessageCatalog {
    /// The engine's catalog, in `Resources/*.lproj`: the screen's words and the messages of the
    /// demo's own `username` plugin.
    static let demoEngine = MessageCatalog(bundle: .module)
}
