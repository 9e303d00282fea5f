import ArgumentParser
import Foundation
import ValidatorKit
import ValidatorKitBatch
import ValidatorKitSession
import ValidatorKitTool

/// `validator check`: one input per line in, one JSON verdict per line out.
struct CheckCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Validate standard input line by line with one plugin, or records with a form spec",
        discussion: """
            With a plugin, writes one JSON object per input line: {"line":N,"validity":"valid"|"incomplete"|"invalid",
            "code":…,"message":…,"details":{…}} (code and message only when not valid). Each line             is a finished text: 4242424242424241 is card.checksum (though a longer Visa number             could begin so), and only a line that really lacks characters is incomplete.             --as-typed judges each line as a field does while it is being typed instead.

            With --spec FILE, reads one JSON object per line (a record) and writes one JSON object \
            per record: {"line":N,"validity":"valid","value":{…}} with the record as a server stores \
            it, or {"line":N,"validity":"invalid","errors":[{"path":…,"pointer":…,"code":…,\
            "message":…}]} with every failure. A line that is not a JSON object is invalid with \
            the code input.json.

            With --spec FILE --input-format csv, reads CSV (RFC 4180: cells separated by commas, a \
            quoted cell may hold commas, newlines and "" for a quote; rows end with LF or CRLF). \
            The first row is a header naming the members; a name with dots, address.street, names \
            a member of a group (lists cannot be named). Each later row is the record of its \
            non-empty cells, as strings: an empty cell is an absent member, and a typed field \
            (integer, number, boolean) needs the spec's "coerce": "strings". A row that is not \
            CSV (an unterminated quote, a quote inside an unquoted cell, another number of cells \
            than the header names, bytes that are not UTF-8) is invalid with the code input.csv, \
            its message saying what is wrong at which byte, and the batch goes on. A header that \
            names no members is a usage mistake.

            "line" is the line a record starts on (a CSV row may span lines; the header is line \
            1). --first-line N numbers the first input line N instead, so a part of a larger \
            file (a Spark partition, a split) answers with the whole file's line numbers; a line             past 9223372036854775807 stops the check with a message (exit 2).

            A line or record longer than --max-record-bytes (1 MiB by default) is invalid with             the code input.too_large, read past without being held. When standard output is             closed (check ... | head -1), the check stops with a message and exit 2.

            Lines are judged on --jobs threads at once (the number of processors by default) and \
            answered in input order. With a validator that verifies at submission (otp with a \
            secret), each line is a submission: verified on one thread, in order, whatever --jobs \
            says, so a code used on an earlier line is otp.replayed.

            Exits 0 when every line was valid, 1 when any was not, 2 on a usage mistake or when             the check cannot go on.
            """)

    @ParentCommand var tool: ValidatorCommand

    @Argument(help: "The plugin identifier, such as length or card (see `validator list`)")
    var plugin: String?

    @Option(help: ArgumentHelp("A form spec whose fields validate one JSON record per line", valueName: "file"))
    var spec: String?

    @Option(name: .customLong("option"), help: ArgumentHelp("A plugin option", valueName: "name=value"))
    var options: [String] = []

    @Option(help: ArgumentHelp("How many threads judge lines at once (default: the number of processors)", valueName: "n"))
    var jobs: Int?

    @Option(help: ArgumentHelp("The number of the first input line in the verdicts", valueName: "n"))
    var firstLine = 1

    @Option(help: ArgumentHelp(
        "The longest line or record judged, in bytes; a longer one is read past and answered input.too_large (default: 1048576)",
        valueName: "bytes"))
    var maxRecordBytes = BatchCheck.defaultMaximumRecordBytes

    @Flag(help: "Judge each line as a field judges a text still being typed (4242424242424241 is incomplete), not as finished")
    var asTyped = false

    @Option(
        help: ArgumentHelp("How --spec records are written: json-lines (the default) or csv (with a header row)", valueName: "format"),
        transform: { text in
            guard let format = RecordCheck.InputFormat(rawValue: text) else {
                throw ValidationError("--input-format is json-lines or csv, not '\(text)'")
            }
            return format
        })
    var inputFormat = RecordCheck.InputFormat.jsonLines

    @OptionGroup var localeOption: LocaleOption

    func run() throws {
        CurrentProcess.ignoreBrokenPipeSignal()
        let allValid: Bool
        let locale = localeOption.resolved()
        do {
            let jobs = jobs ?? ProcessInfo.processInfo.activeProcessorCount
            guard jobs >= 1 else {
                throw UsageError("--jobs must be at least 1, not \(jobs)")
            }
            guard firstLine >= 1 else {
                throw UsageError("--first-line must be at least 1, not \(firstLine)")
            }
            guard maxRecordBytes >= 1 else {
                throw UsageError("--max-record-bytes must be at least 1, not \(maxRecordBytes)")
            }
            let registry = try ToolRegistry.make(loading: tool.pluginLibraries)
            switch (plugin, spec) {
            case (_?, nil) where inputFormat != .jsonLines:
                throw UsageError("--input-format is for records: give it with --spec FILE")
            case (nil, _?) where asTyped:
                throw UsageError("--as-typed is for a plugin's lines: records are always judged as finished")
            case (let plugin?, nil):
                let validator = try registry.makeValidator(plugin, options: OptionArguments.parse(options))
                allValid = try BatchCheck(
                    validator: validator, locale: locale, jobs: jobs, firstLine: firstLine, judgesAsTyped: asTyped,
                    maximumRecordBytes: maxRecordBytes
                ).run(input: 0, output: 1)
            case (nil, let spec?) where options.isEmpty:
                let records = try SpecFile.recordValidator(specAt: spec, registry: registry)
                let check = RecordCheck(
                    records: records, locale: locale, jobs: jobs, inputFormat: inputFormat, firstLine: firstLine,
                    maximumRecordBytes: maxRecordBytes)
                allValid = try check.run(input: 0, output: 1)
            default:
                throw UsageError("Give either a plugin (with its --option values) or --spec FILE")
            }
        } catch {
            CommandFailure.exit(with: error)
        }
        if !allValid {
            throw ExitCode(1)
        }
    }
}
