/// What a front end says about a field before anything happens: its title, whether it is
/// secure, which plugins judge it, and why it differs from what was asked for, if it does.
public struct FieldDescription: Equatable, Sendable {
    /// The field's identifier.
    public let identifier: String
    /// The field's title.
    public let title: String
    /// The text shown inside the empty field while its title is down; the title when empty.
    public let placeholder: String
    /// Whether the field masks its text.
    public let isSecure: Bool
    /// The identifiers of the plugins behind its validators, in order.
    public let plugins: [String]
    /// Why the field is not what the form asked for, such as a plugin missing from this build.
    public let note: String?

    /// Describes the field `identifier`.
    public init(
        identifier: String, title: String, placeholder: String, isSecure: Bool, plugins: [String], note: String?
    ) {
        self.identifier = identifier
        self.title = title
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.plugins = plugins
        self.note = note
    }
}
