import ArgumentParser
import ValidatorKit
import ValidatorKitBatch
import ValidatorKitSession
import ValidatorKitTool

/// `validator schema`: the JSON Schema of the form specs `--spec` takes, or with `--spec`
/// the JSON Schema of the records that spec accepts.
struct SchemaCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the JSON Schema of form specs, or with --spec FILE of the records FILE accepts",
        discussion: """
            Without --spec, the schema of the spec documents themselves: point an editor at it, or \
            check a spec with any JSON Schema validator. A spec may name it in its "$schema" member.

            With --spec FILE, the JSON Schema (draft 2020-12) of the records `check --spec FILE` \
            accepts: field types, required members, choices, nested groups and lists, and what each \
            validator can state (length's minimum, a regex pattern that means the same in \
            ECMA-262); what it cannot state is named in "x-validatorkit". Every record the schema \
            refuses, `check --spec FILE` refuses too. Keys are sorted, so the output is stable.
            """)

    @ParentCommand var tool: ValidatorCommand

    @Option(help: ArgumentHelp("A form spec whose records' schema to print", valueName: "file"))
    var spec: String?

    func run() throws {
        do {
            var output = OutputBuffer(descriptor: 1)
            if let spec {
                let registry = try ToolRegistry.make(loading: tool.pluginLibraries)
                let schema = try SpecFile.recordSchema(specAt: spec, registry: registry)
                RecordSchemaDocument.write(schema, to: &output)
            } else {
                output.append(contentsOf: try FormSpecSchema.bytes())
            }
            output.flush()
        } catch {
            CommandFailure.exit(with: error)
        }
    }
}
