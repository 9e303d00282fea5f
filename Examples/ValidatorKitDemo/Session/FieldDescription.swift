/// What a front end says about a field before anything happens: its title, whether it is
/// secure, which plugins judge it, and why it differs from what was asked for, if it does.
struct FieldDescription: Equatable {
    let identifier: String
    let title: String
    /// The text shown inside the empty field while its title is down; the title when empty.
    let placeholder: String
    let isSecure: Bool
    /// The identifiers of the plugins behind its validators, in order.
    let plugins: [String]
    /// Why the field is not what the form asked for, such as a plugin missing from this build.
    let note: String?
}
