public import ValidatorKit

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
    /// The groups, lists and list items the field sits in, outermost first
    /// (`Form/containers(of:)`): the screen shows a group under its title.
    public let containers: [FormContainer]
    /// The values a boolean or choice field offers (`Field/choices`); empty for a typed one.
    public let choices: [String]
    /// What each of ``choices`` is shown as, in the same order: a union variant's title for its
    /// tag (`Bank transfer` for `bank`), else the value itself.
    public let choiceTitles: [String]
    /// When the field applies, for a field of a `when` condition or a union variant, such as
    /// `country is 'US'`; `nil` for a field that always applies.
    public let condition: String?

    /// Describes the field `identifier`; `choiceTitles` are the `choices` themselves when absent.
    public init(
        identifier: String, title: String, placeholder: String, isSecure: Bool, plugins: [String], note: String?,
        containers: [FormContainer] = [], choices: [String] = [], choiceTitles: [String]? = nil, condition: String? = nil
    ) {
        self.identifier = identifier
        self.title = title
        self.placeholder = placeholder
        self.isSecure = isSecure
        self.plugins = plugins
        self.note = note
        self.containers = containers
        self.choices = choices
        self.choiceTitles = choiceTitles ?? choices
        self.condition = condition
    }

    /// This description for the field `identifier` sitting in `containers`: what a field of a
    /// new list item is, like its counterpart in the item before.
    public func moved(to identifier: String, in containers: [FormContainer]) -> FieldDescription {
        FieldDescription(
            identifier: identifier, title: title, placeholder: placeholder, isSecure: isSecure, plugins: plugins, note: note,
            containers: containers, choices: choices, choiceTitles: choiceTitles, condition: condition)
    }
}
