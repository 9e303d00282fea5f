import ArgumentParser
import ValidatorKit
import ValidatorKitBatch
import ValidatorKitSession
import ValidatorKitTool

/// `validator list`: every registered plugin with its options, or with `--codes` the
/// failure codes the core and each plugin can emit.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list", abstract: "List the registered plugins and their options",
        discussion: """
            With --codes, lists the failure codes the core (fields, records and check itself, under \
            "core") and each plugin's validators can emit, with their messages in the --locale \
            (parameters in braces), instead of the options: in text, a line per entry then a line \
            per code, "  luhn.checksum  Check digit does not match; a digit may be mistyped"; with \
            --json, one object: \
            {"plugins":[{"plugin":"core","codes":[…]},{"plugin":"luhn","codes":[{"code":"luhn.checksum","message":"…"}]}]}.
            """)

    @ParentCommand var tool: ValidatorCommand

    @Flag(help: "Write JSON instead of text")
    var json = false

    @Flag(help: "List the core's and each plugin's failure codes and their messages instead of the options")
    var codes = false

    @OptionGroup var localeOption: LocaleOption

    func run() throws {
        let plugins: [any ValidatorPlugin]
        do {
            plugins = try ToolRegistry.make(loading: tool.pluginLibraries).allPlugins
        } catch {
            CommandFailure.exit(with: error)
        }
        var out = OutputBuffer(descriptor: 1)
        if codes {
            ListedFailureCodes(plugins: plugins, locale: localeOption.resolved()).write(asJSON: json, to: &out)
        } else if json {
            Self.writeJSON(plugins, to: &out)
        } else {
            Self.writeText(plugins, to: &out)
        }
        out.flush()
    }

    private static func writeText(_ plugins: [any ValidatorPlugin], to out: inout OutputBuffer) {
        for plugin in plugins {
            out.append("\(plugin.identifier) — \(plugin.summary)\n")
            for option in plugin.options {
                let fallback = option.defaultValue.map { ", default \($0)" } ?? ""
                let secret = option.isSecret ? ", secret" : ""
                out.append("  --option \(option.name)=<\(option.type)\(fallback)\(secret)>  \(option.documentation)\n")
            }
        }
    }

    private static func writeJSON(_ plugins: [any ValidatorPlugin], to out: inout OutputBuffer) {
        out.append("[")
        for (index, plugin) in plugins.enumerated() {
            out.append(index == 0 ? "\n" : ",\n")
            out.appendJSONObject { object in
                object.write("identifier", string: plugin.identifier)
                object.write("summary", string: plugin.summary)
                object.writeObjects("options", plugin.options) { entry, option in
                    entry.write("name", string: option.name)
                    entry.write("type", string: option.type.description)
                    if let defaultValue = option.defaultValue {
                        entry.write("default", string: defaultValue.description)
                    }
                    entry.write("documentation", string: option.documentation)
                    entry.write("secret", boolean: option.isSecret)
                }
            }
        }
        out.append("\n]\n")
    }
}
