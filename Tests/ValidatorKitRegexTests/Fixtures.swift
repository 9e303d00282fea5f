import Foundation
import Testing

/// The JSON fixtures beside the tests.
enum Fixtures {
    /// Inputs of one preset that are valid, incomplete and invalid.
    struct PresetVectors: Decodable, Sendable, CustomTestStringConvertible {
        let name: String
        let valid: [String]
        let incomplete: [String]
        let invalid: [String]

        var testDescription: String { name }
    }

    /// A pattern with texts it matches, for the prefix property.
    struct PatternSample: Decodable, Sendable, CustomTestStringConvertible {
        let pattern: String
        let flags: String?
        let valid: [String]

        var testDescription: String { pattern }
    }

    /// A pattern with the verdicts PCRE2 itself gives texts (`scripts/generate-regex-oracle`).
    struct OracleCase: Decodable, Sendable, CustomTestStringConvertible {
        let pattern: String
        let flags: String
        let valid: [String]
        let incomplete: [String]
        let invalid: [String]

        var testDescription: String { flags.isEmpty ? pattern : "\(pattern) (\(flags))" }
    }

    private struct OracleFile: Decodable {
        let cases: [OracleCase]
    }

    private struct PresetFile: Decodable {
        let presets: [PresetVectors]
    }

    private struct PatternFile: Decodable {
        let patterns: [PatternSample]
    }

    /// `Fixtures/presets.json`.
    static let presetVectors: [PresetVectors] = load(PresetFile.self, "presets").presets

    /// `Fixtures/prefix-patterns.json`.
    static let patternSamples: [PatternSample] = load(PatternFile.self, "prefix-patterns").patterns

    /// `Fixtures/three-states.json`.
    static let oracleCases: [OracleCase] = load(OracleFile.self, "three-states").cases

    private static func load<File: Decodable>(_ type: File.Type, _ name: String) -> File {
        guard let url = Bundle.module.url(forResource: name, withExtension: "json", subdirectory: "Fixtures"),
            let data = try? Data(contentsOf: url),
            let file = try? JSONDecoder().decode(type, from: data)
        else {
            preconditionFailure("fixture \(name).json is missing or malformed")
        }
        return file
    }
}
