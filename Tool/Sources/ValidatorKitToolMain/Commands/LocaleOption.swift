import ArgumentParser
import ValidatorKit
import ValidatorKitBatch
import ValidatorKitSession
import ValidatorKitTool

/// The `--locale` option of `check`, `replay`, `form` and `list`.
struct LocaleOption: ParsableArguments {
    @Option(help: ArgumentHelp(
        "Language of the messages, such as de or fr_FR.UTF-8 (default: LC_ALL, LC_MESSAGES, then LANG; C is English)",
        valueName: "locale"))
    var locale: String?

    /// The locale chosen; an unknown one means English, after one warning on standard error.
    func resolved() -> MessageLocale {
        let environment = ProcessEnvironment()
        let choice = LocaleChoice(option: locale) { environment[$0] }
        if let warning = choice.warning {
            var errors = OutputBuffer(descriptor: 2)
            errors.append("validator: \(warning)\n")
            errors.flush()
        }
        return choice.locale
    }
}
