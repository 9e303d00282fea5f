import ValidatorKitRegex
import ValidatorKit

/// One pattern of the regex comparison: its text and flags, for the alternatives, and its
/// validator, built through the registry, for ours.
public struct RegexCase: Sendable {
    /// A short name for tables.
    public let name: String
    /// The pattern, unanchored, as the `regex` plugin takes it.
    public let pattern: String
    /// Whether letters match in either case.
    public let ignoresCase: Bool
    /// The registry's validator for the pattern.
    public let validator: any Validator
    /// The inputs tried, valid, invalid and unfinished ones mixed.
    public let inputs: [String]

    /// The email preset, the IPv4 preset, and an ISO 8601 date given as a pattern.
    public static let all: [RegexCase] = [
        preset(
            "email",
            inputs: [
                "jane.doe@example.com", "j@x.io", "first.last+tag@mail.example.co.uk", "jane.doe@",
                "jane doe@example.com", "@example.com", "jane@@example.com", "noreply@localhost",
            ]),
        preset(
            "ipv4",
            inputs: ["192.0.2.1", "255.255.255.255", "10.0.0", "256.1.1.1", "1.2.3.04", "172.16.254.1", "1..2.3", "8.8.8.8"]),
        RegexCase(
            name: "date",
            pattern: "[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])",
            ignoresCase: false,
            validator: StandardRegistry.validator(
                "regex", ["pattern": .string("[0-9]{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12][0-9]|3[01])")]),
            inputs: ["2024-02-29", "1999-12-31", "2024-13-01", "2024-1", "20240229", "2024-02-30x", "0001-01-01", "2024-00-10"]),
    ]

    /// Every (case, input) pair, in a fixed interleaved order, as the benchmarks cycle through them.
    public static let mixedInputs: [(regexCase: Int, input: String)] = {
        var mixed: [(Int, String)] = []
        let longest = all.map(\.inputs.count).max() ?? 0
        for inputIndex in 0..<longest {
            for (caseIndex, regexCase) in all.enumerated() where inputIndex < regexCase.inputs.count {
                mixed.append((caseIndex, regexCase.inputs[inputIndex]))
            }
        }
        return mixed
    }()

    private static func preset(_ name: String, inputs: [String]) -> RegexCase {
        guard let preset = RegexPreset.all.first(where: { $0.name == name }) else {
            fatalError("There is no regex preset '\(name)'")
        }
        return RegexCase(
            name: name, pattern: preset.pattern, ignoresCase: preset.flags.contains(.caseInsensitive),
            validator: StandardRegistry.validator("regex", ["preset": .string(name)]), inputs: inputs)
    }
}
