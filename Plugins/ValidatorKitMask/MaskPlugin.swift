public import ValidatorKit

/// The `mask` plugin: a text typed into a mask in RedMadRobot's input-mask notation, such as
/// `+1 ([000]) [000]-[0000]`, optionally with alternatives that make it an affine mask.
public struct MaskPlugin: ValidatorPlugin {
    /// `"mask"`.
    public let identifier = "mask"
    /// One line for listings.
    public let summary = "Text typed into a mask such as +1 ([000]) [000]-[0000]; stores the extracted value"
    /// `pattern` and `alternatives`.
    public let options = [
        OptionDescription(
            name: "pattern", type: .string,
            documentation: "The mask: [0] digit, [9] optional digit, [A] letter, [a] optional letter, "
                + "[_] letter or digit, [-] optional one, {…} constants kept in the value"),
        OptionDescription(
            name: "alternatives", type: .string, defaultValue: .string(""),
            documentation: "Further masks separated by '|' (write \\| for the character); the one that reads the text best is used"),
    ]
    /// The codes of ``MaskValidator``.
    public let failureCodes = [
        FailureCodeDescription(.maskDigit, parameters: [.integer("position")]),
        FailureCodeDescription(.maskLetter, parameters: [.integer("position")]),
        FailureCodeDescription(.maskLetterOrDigit, parameters: [.integer("position")]),
        FailureCodeDescription(.maskTooLong, parameters: [.integer("position")]),
    ]

    /// Creates the plugin.
    public init() {}

    /// Builds a ``MaskValidator``; throws ``MaskPatternError`` for a pattern that cannot be read
    /// and `ValidatorConfigurationError` when `pattern` is missing.
    public func make(_ options: ValidatorOptions) throws -> any Validator {
        guard let pattern = options.string("pattern") else {
            throw ValidatorConfigurationError.missingOption("pattern", plugin: identifier)
        }
        let alternatives = try Self.split(options.string("alternatives") ?? "").map { alternative throws(MaskPatternError) in
            try MaskPattern(alternative)
        }
        return MaskValidator(pattern: try MaskPattern(pattern), alternatives: alternatives)
    }

    /// The patterns of `alternatives`, split at each `|` not escaped by a backslash.
    private static func split(_ alternatives: String) -> [String] {
        guard !alternatives.isEmpty else { return [] }
        var patterns = [""]
        var isEscaped = false
        for character in alternatives {
            if character == "|", !isEscaped {
                patterns.append("")
            } else {
                patterns[patterns.count - 1].append(character)
            }
            isEscaped = !isEscaped && character == "\\"
        }
        return patterns
    }
}
