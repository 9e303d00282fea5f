import ArgumentParser

/// The terminal host of ValidatorKit: batch checks, plugin listings and, later, an interactive
/// form.
@main
struct ValidatorDemo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validator-demo",
        abstract: "Try ValidatorKit fields and plugins from the terminal",
        subcommands: [CheckCommand.self, ListCommand.self])

    @Option(
        name: .customLong("plugin"),
        help: ArgumentHelp(
            "A plugin library to load before the subcommand runs (repeatable)", valueName: "path"))
    var pluginLibraries: [String] = []
}
