extension RegexPreset {
    /// Every preset, in the order listings show them.
    ///
    /// Patterns spell digits as `[0-9]`, never `\d`, which with Unicode properties on also
    /// matches digits of other scripts.
    public static let all: [RegexPreset] = [
        RegexPreset(
            name: "email",
            // The practical form, not RFC 5322's: an ASCII local part, '@', dot-separated
            // labels and a top-level domain of letters.
            pattern: #"[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9-]+\.)+[A-Za-z]{2,}"#,
            summary: "An email address such as name@example.com"),
        RegexPreset(
            name: "uuid",
            pattern: "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}",
            flags: .caseInsensitive,
            summary: "A UUID in its hexadecimal 8-4-4-4-12 form, any version, any case"),
        RegexPreset(
            name: "hex-color",
            // CSS Color Module Level 4, section 5.2: #rgb, #rgba, #rrggbb, #rrggbbaa.
            pattern: "#(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})",
            flags: .caseInsensitive,
            summary: "A CSS hexadecimal colour: #rgb, #rgba, #rrggbb or #rrggbbaa"),
        RegexPreset(
            name: "ipv4",
            // Dotted decimal, each part 0 to 255 without leading zeros.
            pattern: "\(ipv4Part)(?:\\.\(ipv4Part)){3}",
            summary: "An IPv4 address in dotted decimal, such as 192.0.2.1"),
        RegexPreset(
            name: "us-zip",
            pattern: "[0-9]{5}(?:-[0-9]{4})?",
            summary: "A US ZIP code: five digits, optionally a dash and four more (ZIP+4)"),
        RegexPreset(
            name: "slug",
            pattern: "[a-z0-9]+(?:-[a-z0-9]+)*",
            summary: "A URL slug: lower-case letters and digits in words joined by single dashes"),
    ]

    /// One part of an IPv4 address: 0 to 255, without leading zeros.
    private static let ipv4Part = "(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])"
}
