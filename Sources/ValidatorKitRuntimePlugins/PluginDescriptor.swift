#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ValidatorKit

/// What crosses the run-time plugin interface about a plugin: identifier, summary, options and
/// the failure codes its validators emit.
struct PluginDescriptor: Codable {
    struct FailureCode: Codable {
        var code: String
        var message: String
    }

    struct Option: Codable {
        var name: String
        var type: String
        var choices: [String]?
        var defaultValue: JSONValue?
        var documentation: String
        var isSecret: Bool
    }

    var identifier: String
    var summary: String
    var options: [Option]
    /// Absent in the descriptors of libraries built before codes crossed the interface.
    var failureCodes: [FailureCode]?

    init(_ plugin: any ValidatorPlugin) {
        identifier = plugin.identifier
        summary = plugin.summary
        failureCodes = plugin.failureCodes.map { FailureCode(code: $0.code.rawValue, message: $0.message(in: .english)) }
        options = plugin.options.map { option in
            var choices: [String]?
            let type: String
            switch option.type {
            case .string: type = "string"
            case .integer: type = "integer"
            case .number: type = "number"
            case .boolean: type = "boolean"
            case .choice(let words):
                type = "choice"
                choices = words
            case .stringList: type = "stringList"
            }
            return Option(
                name: option.name, type: type, choices: choices, defaultValue: option.defaultValue,
                documentation: option.documentation, isSecret: option.isSecret)
        }
    }

    /// The option descriptions; `nil` when a type is unknown to this version.
    var optionDescriptions: [OptionDescription]? {
        var descriptions: [OptionDescription] = []
        for option in options {
            let type: OptionType
            switch option.type {
            case "string": type = .string
            case "integer": type = .integer
            case "number": type = .number
            case "boolean": type = .boolean
            case "choice": type = .choice(option.choices ?? [])
            case "stringList": type = .stringList
            default: return nil
            }
            descriptions.append(OptionDescription(
                name: option.name, type: type, defaultValue: option.defaultValue,
                documentation: option.documentation, isSecret: option.isSecret))
        }
        return descriptions
    }

    /// The failure codes with their default messages.
    var failureCodeDescriptions: [FailureCodeDescription] {
        (failureCodes ?? []).map { FailureCodeDescription(ValidationFailure.Code($0.code), message: $0.message) }
    }
}
