import ValidatorKitBatch
import ValidatorKitSession
import ValidatorKitTool

/// How a subcommand stops when it cannot go on: a usage mistake (``UsageError``), a file that
/// cannot be read (``FileAccessError``), a terminal that cannot be driven (``TerminalError``) or
/// an error of the engine, each printed the same way.
enum CommandFailure {
    /// The exit status the README promises for every one of them.
    static let exitStatus: Int32 = 2

    /// Prints `error` as `validator: …` on standard error and exits with status 2; an
    /// unknown plugin gets a hint at `--plugin`, which loads plugins from libraries.
    static func exit(with error: any Error) -> Never {
        var standardError = OutputBuffer(descriptor: 2)
        standardError.append("validator: \(UnknownPluginHint.message("\(error)", for: error))\n")
        standardError.flush()
        CurrentProcess.exit(status: exitStatus)
    }
}
