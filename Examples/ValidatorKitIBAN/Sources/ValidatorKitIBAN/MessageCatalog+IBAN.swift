import Foundation
import ValidatorKit

extension MessageCatalog {
    /// The messages of the IBAN codes, in this package's own bundle (`Resources/*.lproj`).
    static let iban = MessageCatalog(bundle: .module)
}
