import ArgumentParser
import ValidatorKitDemoEngine

/// `validator-demo schema`: the JSON Schema of the form specs `--spec` takes.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of form specs (the files --spec takes)",
        discussion: """
            Point an editor at it, or check a spec with any JSON Schema validator. A spec may name \
            it in its "$schema" member.
            """)

    func run() throws {
        do {
            var output = OutputBuffer(descriptor: 1)
            output.append(contentsOf: try FormSpecSchema.bytes())
            output.flush()
        } catch {
            CommandFailure.exit(with: error)
        }
    }
}
