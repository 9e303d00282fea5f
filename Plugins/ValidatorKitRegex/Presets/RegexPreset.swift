/// A named, ready-made pattern, such as `email` or `uuid`, with its own failure message.
///
/// Presets are data: the whole list is ``all``, and a preset validates exactly like a
/// ``RegexValidator`` built from its ``pattern`` and ``flags``.
public struct RegexPreset: Sendable, Hashable {
    /// The name used by the `preset` option, such as `"email"`.
    public let name: String
    /// The PCRE2 pattern the whole text must match.
    public let pattern: String
    /// The flags the pattern is compiled with.
    public let flags: RegexFlags
    /// One line saying what the preset accepts, for listings.
    public let summary: String

    /// Looks a preset up by name; `nil` when ``all`` has none of that name.
    public init?(named name: String) {
        guard let preset = Self.all.first(where: { $0.name == name }) else { return nil }
        self = preset
    }

    init(name: String, pattern: String, flags: RegexFlags = [], summary: String) {
        self.name = name
        self.pattern = pattern
        self.flags = flags
        self.summary = summary
    }
}
