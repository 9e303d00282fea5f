import Foundation

extension MessageCatalog {
    /// The messages of the core's codes, in `Sources/ValidatorKit/Resources/*.lproj`.
    static let validatorKit = MessageCatalog(bundle: .module)
}
