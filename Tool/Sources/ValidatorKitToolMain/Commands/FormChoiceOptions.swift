import ArgumentParser
import ValidatorKit
import ValidatorKitBatch
import ValidatorKitSession
import ValidatorKitTool

/// The options `form` and `replay` share: which form to drive.
struct FormChoiceOptions: ParsableArguments {
    @Option(help: ArgumentHelp("A form spec (JSON) to use instead of the default form", valueName: "file"))
    var spec: String?

    @Option(help: ArgumentHelp(
        "Region of the default form's phone numbers written without + (default \(DefaultForm.defaultRegion))",
        valueName: "code"))
    var region: String?

    @Option(
        name: .customLong("otp-secret"),
        help: ArgumentHelp(
            "Base32 secret the default form's one-time code is verified against (default: the demo secret in the README)",
            valueName: "base32"))
    var otpSecret: String?

    /// The chosen form, built with `clock` and the demo's registry, which also holds the plugins
    /// of `pluginLibraries` (`--plugin`).
    ///
    /// - Throws: ``UsageError`` for a plugin library, an option or a spec that is wrong;
    ///   ``FileAccessError`` for a spec that cannot be read.
    func prepare(clock: any FieldClock, pluginLibraries: [String], locale: MessageLocale) throws -> PreparedForm {
        let registry: ValidatorRegistry
        do {
            registry = try ToolRegistry.make(loading: pluginLibraries, clock: clock)
        } catch {
            throw UsageError(String(describing: error))
        }
        if let spec {
            guard region == nil, otpSecret == nil else {
                throw UsageError("--region and --otp-secret apply to the default form only, not to --spec")
            }
            return try SpecFile.prepare(specAt: spec, registry: registry, clock: clock, locale: locale)
        }
        let builder = DefaultFormBuilder(
            region: region ?? DefaultForm.defaultRegion, otpSecret: otpSecret ?? DefaultForm.demoOTPSecret)
        do {
            return try builder.prepare(registry: registry, clock: clock, locale: locale)
        } catch {
            throw UsageError("The default form cannot be built: \(error)")
        }
    }
}
