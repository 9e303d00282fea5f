import ArgumentParser

/// The terminal host of ValidatorKit: an interactive form, its scriptable twin `replay`, batch
/// checks and plugin listings.
@main
struct ValidatorCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validator",
        abstract: "Try ValidatorKit fields and plugins from the terminal",
        subcommands: [FormCommand.self, ReplayCommand.self, OTPCodeCommand.self, CheckCommand.self, ListCommand.self, SchemaCommand.self],
        defaultSubcommand: FormCommand.self)

    @Option(
        name: .customLong("plugin"),
        help: ArgumentHelp(
            "A plugin library to load before the subcommand runs (repeatable)", valueName: "path"))
    var pluginLibraries: [String] = []
}
