/// The host names the server answers for: a request whose `Host` names another (a name an
/// attacker's DNS points at this address, DNS rebinding) is refused, and the live form's socket
/// is opened only from a page of an allowed host.
///
/// ```swift
/// let hosts = HostAllowlist(["forms.example"])
/// hosts.allows(authority: "forms.example:8080")     // true: the port is not compared
/// hosts.allows(authority: "attacker.example:8080")  // false
/// HostAllowlist.loopback.allows(authority: "[::1]:8080")  // true
/// ```
///
/// Names are compared without case; an authority is `host[:port]`, an IPv6 address in brackets.
public struct HostAllowlist: Sendable, Hashable {
    /// The allowed host names, lowercased, IPv6 addresses without brackets.
    public let hosts: Set<String>

    /// The loopback names: `localhost`, `127.0.0.1` and `::1`, the default.
    public static let loopback = HostAllowlist(["localhost", "127.0.0.1", "::1"])

    /// An allowlist of `hosts`; an IPv6 address may be given with or without brackets.
    public init(_ hosts: some Sequence<String>) {
        self.hosts = Set(hosts.map { Self.unbracketed(Substring($0.lowercased())) })
    }

    /// Whether `authority` (a `Host` field, or an origin's host and port) names an allowed host;
    /// false when there is none.
    public func allows(authority: String?) -> Bool {
        guard let authority, let host = Self.host(of: Substring(authority.lowercased())) else { return false }
        return hosts.contains(host)
    }

    /// The host of `authority`, without its port or an IPv6 address's brackets.
    static func host(of authority: Substring) -> String? {
        if authority.first == "[" {
            guard let close = authority.firstIndex(of: "]") else { return nil }
            let rest = authority[authority.index(after: close)...]
            guard rest.isEmpty || rest.first == ":" else { return nil }
            return String(authority[authority.index(after: authority.startIndex)..<close])
        }
        let host = authority.prefix { $0 != ":" }
        return host.isEmpty ? nil : String(host)
    }

    private static func unbracketed(_ host: Substring) -> String {
        host.first == "[" && host.last == "]" ? String(host.dropFirst().dropLast()) : String(host)
    }
}
