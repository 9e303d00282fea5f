import ArgumentParser
import ValidatorKit
import ValidatorKitDemoEngine

/// `validator-demo check`: one input per line in, one JSON verdict per line out.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate standard input line by line with one plugin",
        discussion: """
            Writes one JSON object per input line: {"line":N,"validity":"valid"|"incomplete"|"invalid",
            "code":…,"message":…,"details":{…}} (code and message only when not valid). Exits 0 when \
            every line was valid, 1 when any was not, 2 on a usage mistake.
            """)

    @ParentCommand var demo: ValidatorDemoCommand

    @Argument(help: "The plugin identifier, such as length or card (see `validator-demo list`)")
    var plugin: String

    @Option(name: .customLong("option"), help: ArgumentHelp("A plugin option", valueName: "name=value"))
    var options: [String] = []

    func run() throws {
        let validator: any Validator
        do {
            let registry = try DemoRegistry.make(loading: demo.pluginLibraries)
            validator = try registry.makeValidator(plugin, options: OptionArguments.parse(options))
        } catch {
            CommandFailure.exit(with: error)
        }
        let allValid = BatchCheck(validator: validator).run(input: 0, output: 1)
        if !allValid {
            throw ExitCode(1)
        }
    }
}
