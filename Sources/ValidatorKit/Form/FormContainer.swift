/// A group, a list or a list item of a ``Form`` built from a spec with nested fields: what
/// ``Form/containers(of:)`` says a field sits in, so a host can show a group under its title and
/// knows which list Ctrl-N adds to.
///
/// For the field `contacts[1].email` of a list `contacts` whose items are groups:
///
/// ```swift
/// form.containers(of: email).map(\.path)   // ["contacts", "contacts[1]"]
/// form.containers(of: email).map(\.kind)   // [.list, .item]
/// ```
///
/// A list item that is a single field (`phones[0]`) is an ``Kind/item`` whose path is the
/// field's identifier.
public struct FormContainer: Sendable, Hashable {
    /// What the container is.
    public enum Kind: Sendable, Hashable {
        /// A `group` field: an object of its own fields.
        case group
        /// A `list` field: items added and removed at run time.
        case list
        /// One item of a list.
        case item
    }

    /// What the container is.
    public let kind: Kind
    /// Its path, the prefix of its fields' identifiers: `address`, `phones`, `phones[0]`.
    public let path: String
    /// The title of the group or list; an item's is the spec's item title, else the list's.
    public let title: String
    /// An item's position in its list, from 0; `nil` for a group or a list.
    public let index: Int?

    /// A container of `kind` at `path`, titled `title`; `index` is an item's position.
    public init(kind: Kind, path: String, title: String, index: Int? = nil) {
        self.kind = kind
        self.path = path
        self.title = title
        self.index = index
    }
}
