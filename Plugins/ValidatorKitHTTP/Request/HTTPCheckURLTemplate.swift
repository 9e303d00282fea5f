public import Foundation

/// The URL an ``HTTPCheckValidator`` asks: an absolute `http` or `https` URL with a host, where
/// each `{value}` stands for the text, percent-encoded.
///
/// ```swift
/// let template = HTTPCheckURLTemplate("https://example.com/names/{value}")
/// template?.url(for: "a b/c?")   // https://example.com/names/a%20b%2Fc%3F
/// HTTPCheckURLTemplate("ftp://example.com/{value}")   // nil
/// ```
///
/// No error or failure of the plugin quotes it: a URL may hold a key.
public struct HTTPCheckURLTemplate: Sendable, Hashable {
    /// `{value}`, where the text goes.
    public static let placeholder = "{value}"

    /// The characters a text keeps as they are; every other byte of its UTF-8 is percent-encoded,
    /// so the text is one path segment or one query value wherever it stands.
    private static let unreserved = CharacterSet(
        charactersIn: "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-._~")

    /// The template as given.
    public let template: String

    /// A template from `template`; `nil` unless, with its placeholders filled in, it is an
    /// absolute `http` or `https` URL with a host, and `{value}` is its only use of braces.
    public init?(_ template: String) {
        guard !Self.hasOtherBraces(template), let scheme = Self.scheme(of: template), scheme == "http" || scheme == "https",
            Self.host(of: template) != nil
        else { return nil }
        self.template = template
    }

    /// Whether the template says where the text goes.
    public var containsPlaceholder: Bool {
        template.contains(Self.placeholder)
    }

    /// The URL asking about `text`: every `{value}` replaced by `text`, percent-encoded.
    public func url(for text: String) -> URL? {
        guard let encoded = text.addingPercentEncoding(withAllowedCharacters: Self.unreserved) else { return nil }
        return URL(string: template.replacingOccurrences(of: Self.placeholder, with: encoded))
    }

    /// Whether `template` has braces besides those of `{value}`, such as a mistyped `{name}`.
    static func hasOtherBraces(_ template: String) -> Bool {
        template.replacingOccurrences(of: placeholder, with: "").contains { $0 == "{" || $0 == "}" }
    }

    /// The scheme of `template` in lower case, once its placeholders are filled in; `nil` when
    /// it is not a URL with a scheme.
    static func scheme(of template: String) -> String? {
        components(of: template)?.scheme?.lowercased()
    }

    private static func host(of template: String) -> String? {
        guard let host = components(of: template)?.host, !host.isEmpty else { return nil }
        return host
    }

    private static func components(of template: String) -> URLComponents? {
        URLComponents(string: template.replacingOccurrences(of: placeholder, with: "x"))
    }
}
