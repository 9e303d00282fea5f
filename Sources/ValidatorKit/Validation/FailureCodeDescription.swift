/// A failure code a plugin can emit, with the typed parameters of its message.
///
/// The message itself is in the code's ``MessageCatalog``, in every language the plugin ships;
/// the parameters say what each message must name, and the catalog checks of
/// ValidatorKitTesting's `PluginConformance` hold every language to them.
///
/// ```swift
/// FailureCodeDescription(.lengthTooShort, parameters: [.integer("minimum")])
/// ```
public struct FailureCodeDescription: Sendable, Hashable {
    /// The code, such as ``ValidationFailure/Code/lengthTooShort``.
    public let code: ValidationFailure.Code
    /// The parameters every message of the code names, such as `minimum`.
    public let parameters: [MessageParameter]
    /// The message of a code without a catalog.
    private let fixedMessage: String?

    /// Describes `code`, whose messages (in the code's catalog) name `parameters`.
    public init(_ code: ValidationFailure.Code, parameters: [MessageParameter] = []) {
        self.code = code
        self.parameters = parameters
        fixedMessage = nil
    }

    /// Describes `code`, which has no catalog, by its English message: the way a plugin loaded at
    /// run time describes its codes.
    public init(_ code: ValidationFailure.Code, message: String) {
        self.code = code
        parameters = []
        fixedMessage = message
    }

    /// The message of the code in `locale` (English when the catalog has none in `locale`), with
    /// `{name}` for each parameter and the `other` form of each plural, as listings show it.
    public func message(in locale: MessageLocale) -> String {
        if let fixedMessage {
            return fixedMessage
        }
        return code.template(variant: nil, in: locale)?.description ?? code.rawValue
    }
}
