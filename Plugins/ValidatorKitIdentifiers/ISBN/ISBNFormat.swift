/// Which ISBNs an ``ISBNValidator`` accepts: the `format` option of the `isbn` plugin.
public enum ISBNFormat: String, Sendable, Hashable, CaseIterable {
    /// ISBN-10 and ISBN-13 alike (the default).
    case any
    /// Only the 10-character ISBNs assigned before 2007.
    case isbn10
    /// Only 13-digit ISBNs, starting with 978 or 979.
    case isbn13

    /// Whether 10-character ISBNs are accepted.
    var acceptsISBN10: Bool { self != .isbn13 }
    /// Whether 13-digit ISBNs are accepted.
    var acceptsISBN13: Bool { self != .isbn10 }
    /// The most characters an accepted ISBN has.
    var longest: Int { acceptsISBN13 ? 13 : 10 }
}
