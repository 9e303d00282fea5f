public import ValidatorKit

/// The `regex` plugin: the whole text must match a PCRE2 pattern or a named preset.
///
/// ```swift
/// let registry = ValidatorRegistry()
/// try registry.register(RegexPlugin())
/// let slug = try registry.makeValidator("regex", options: ["preset": .string("slug")])
/// slug.validate("my-first-")   // .incomplete
/// ```
public struct RegexPlugin: ValidatorPlugin {
    /// `"regex"`.
    public let identifier = "regex"
    /// One line for listings.
    public let summary = "The whole text must match a PCRE2 pattern or a preset"
    /// `pattern`, `preset`, `flags`, `message`, `matchLimit` and `depthLimit`.
    public let options = [
        OptionDescription(
            name: "pattern", type: .string,
            documentation: "PCRE2 pattern the whole text must match; give this or 'preset'"),
        OptionDescription(
            name: "preset", type: .choice(RegexPreset.all.map(\.name)),
            documentation: "A ready-made pattern instead of 'pattern': "
                + RegexPreset.all.map { "\($0.name) (\($0.summary))" }.joined(separator: "; ")),
        OptionDescription(
            name: "flags", type: .string,
            documentation: "Letters for 'pattern': i case-insensitive, "
                + "x extended (spaces and # comments ignored), s dot matches newline"),
        OptionDescription(
            name: "message", type: .string,
            documentation: "Failure message instead of the default or the preset's one"),
        OptionDescription(
            name: "matchLimit", type: .integer, defaultValue: .integer(RegexLimits.defaultMatchLimit),
            documentation: "Most matching steps before giving up with regex.limit"),
        OptionDescription(
            name: "depthLimit", type: .integer, defaultValue: .integer(RegexLimits.defaultDepthLimit),
            documentation: "Deepest backtracking before giving up with regex.limit (interpreter only)"),
    ]

    /// `regex.no_match` (with the `message` option's text when given) and `regex.limit`.
    public let failureCodes = [
        FailureCodeDescription(.regexNoMatch),
        FailureCodeDescription(.regexLimit),
    ]

    /// Creates the plugin.
    public init() {}

    /// Builds a ``RegexValidator``; throws `ValidatorConfigurationError` when neither or both of
    /// `pattern` and `preset` are given, `flags` has an unknown letter or comes with a preset, the
    /// message is empty or a limit is out of range, and ``RegexPatternError`` for a bad pattern.
    public func make(_ options: ValidatorOptions) throws -> any Validator {
        let message = try self.message(options)
        let limits = RegexLimits(
            matchLimit: try limit("matchLimit", options, default: RegexLimits.defaultMatchLimit),
            depthLimit: try limit("depthLimit", options, default: RegexLimits.defaultDepthLimit))
        let flagLetters = options.string("flags")
        switch (options.string("pattern"), options.string("preset")) {
        case (let pattern?, nil):
            return try RegexValidator(
                pattern: pattern, flags: try flags(flagLetters ?? ""),
                message: message, limits: limits)
        case (nil, let name?):
            guard let preset = RegexPreset(named: name) else {
                throw ValidatorConfigurationError.invalidOptionValue(
                    "preset", plugin: identifier, given: name,
                    expected: RegexPreset.all.map(\.name).joined(separator: ", "))
            }
            if let flagLetters {
                throw ValidatorConfigurationError.invalidOptionValue(
                    "flags", plugin: identifier, given: flagLetters,
                    expected: "no flags with a preset, which has its own")
            }
            return try RegexValidator(preset: preset, message: message, limits: limits)
        case (nil, nil):
            throw ValidatorConfigurationError.missingOption("pattern", plugin: identifier, alternatives: ["preset"])
        case (_?, let name?):
            throw ValidatorConfigurationError.invalidOptionValue(
                "preset", plugin: identifier, given: name, expected: "no preset when 'pattern' is given")
        }
    }

    private func flags(_ letters: String) throws -> RegexFlags {
        guard let flags = RegexFlags(letters: letters) else {
            throw ValidatorConfigurationError.invalidOptionValue(
                "flags", plugin: identifier, given: letters, expected: "letters among i, x and s")
        }
        return flags
    }

    private func message(_ options: ValidatorOptions) throws -> String? {
        guard let message = options.string("message") else { return nil }
        guard !message.allSatisfy(\.isWhitespace) else {
            throw ValidatorConfigurationError.invalidOptionValue(
                "message", plugin: identifier, given: message, expected: "a message that is not blank")
        }
        return message
    }

    private func limit(_ name: String, _ options: ValidatorOptions, default defaultValue: Int) throws -> Int {
        let value = options.integer(name) ?? defaultValue
        let range = RegexLimits.acceptedRange
        guard range.contains(value) else {
            throw ValidatorConfigurationError.invalidOptionValue(
                name, plugin: identifier, given: String(value),
                expected: "an integer from \(range.lowerBound) to \(range.upperBound)")
        }
        return value
    }
}
