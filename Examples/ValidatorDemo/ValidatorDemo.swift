import ArgumentParser

@main
struct ValidatorDemo: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "validator-demo",
        abstract: "Try ValidatorKit fields and plugins from the terminal")
}
