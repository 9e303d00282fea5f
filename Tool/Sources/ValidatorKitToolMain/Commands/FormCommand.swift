import ArgumentParser
import ValidatorKit
import ValidatorKitBatch
import ValidatorKitSession
import ValidatorKitTool

/// `validator form` (the default): the interactive, full-screen form.
struct FormCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "form",
        abstract: "Fill a form in the terminal and watch every delegate callback",
        discussion: """
            Keys: type to edit; Backspace; Left/Right move within a field; Home/End; Tab or Enter \
            for the next field, Shift-Tab for the previous; Enter on the last field submits; Esc \
            clears the field; a bracketed paste arrives as one edit; Ctrl-C quits; Ctrl-Z suspends.

            Needs a terminal on standard input and output (and TERM other than dumb); for scripts \
            and CI use `validator replay`. A non-empty NO_COLOR turns colour off: every state \
            also reads as a sign and a word (✓ valid, … incomplete, ✗ invalid).
            """)

    @ParentCommand var tool: ValidatorCommand

    @OptionGroup var formChoice: FormChoiceOptions

    @OptionGroup var localeOption: LocaleOption

    /// Runs the form on the main actor, where its fields are used and their checks run.
    @MainActor
    func run() async throws {
        let environment = ProcessEnvironment()
        guard CurrentProcess.isTerminal(0), CurrentProcess.isTerminal(1), let term = environment["TERM"], !term.isEmpty, term != "dumb" else {
            CommandFailure.exit(with: UsageError(
                "The form needs an interactive terminal; use 'validator replay' to script a form instead"))
        }
        let ending: InteractiveForm.Ending
        do {
            let locale = localeOption.resolved()
            let prepared = try formChoice.prepare(
                clock: ContinuousFieldClock(), pluginLibraries: tool.pluginLibraries, locale: locale)
            guard let terminal = TerminalScreen() else {
                throw TerminalError.cannotReadSettings
            }
            let form = try InteractiveForm(
                prepared: prepared, heading: formChoice.spec.map { "spec \($0)" } ?? "default form",
                words: ScreenWords(locale: locale), colors: (environment["NO_COLOR"] ?? "").isEmpty, terminal: terminal)
            ending = try await form.run()
        } catch {
            CommandFailure.exit(with: error)
        }
        switch ending {
        case .endOfInput:
            break
        case .interrupted:
            // Ctrl-C is how a person leaves the form, not an abort of whatever runs it: exit
            // normally with the customary status rather than dying by SIGINT, so that a shell
            // script goes on to its next command.
            throw ExitCode(130)
        case .signal(let signal):
            SignalNotifier.endByDefaultAction(of: signal)
        }
    }
}
