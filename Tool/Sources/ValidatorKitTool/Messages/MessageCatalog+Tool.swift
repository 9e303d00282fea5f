import Foundation
import ValidatorKit

extension MessageCatalog {
    /// The tool's catalog, in `Resources/*.lproj`: the words of the interactive form's screen.
    static let tool = MessageCatalog(bundle: .module)
}
