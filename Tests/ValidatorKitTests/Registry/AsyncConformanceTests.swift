import Testing
import ValidatorKit
import ValidatorKitTesting

/// A plugin whose validator asks a simulated server, with the timing and retried codes given.
private struct ServerCheckPlugin: ValidatorPlugin {
    let identifier = "server-check"
    let summary = "Asks a simulated server"
    let options: [OptionDescription] = []
    let failureCodes = [FailureCodeDescription(.serverTaken, message: "Taken")]
    let validator: SimulatedServerValidator

    func make(_ options: ValidatorOptions) throws -> any Validator {
        validator
    }
}

/// The conformance check of a plugin whose validator is an ``AsyncValidator``: its timing makes
/// sense and every failure it asks a field to retry is declared.
@Suite struct AsyncConformanceTests {
    @Test func aCheckWithSensibleTimingAndDeclaredRetriedCodesConforms() {
        var validator = SimulatedServerValidator(clock: ManualFieldClock())
        validator.retriedFailureCodes = [.serverTaken, .checkTimeout]
        #expect(PluginConformance.problems(of: ServerCheckPlugin(validator: validator)) == [])
    }

    @Test func badTimingAndAnUndeclaredRetriedCodeAreReported() {
        var validator = SimulatedServerValidator(clock: ManualFieldClock())
        validator.debounce = .milliseconds(-1)
        validator.timeout = .zero
        validator.retriedFailureCodes = [.testWrong, .checkTimeout]
        #expect(PluginConformance.problems(of: ServerCheckPlugin(validator: validator)) == [
            "the check's debounce -0.001 seconds is negative",
            "the check's timeout 0.0 seconds is not positive",
            "code 'test.wrong' is retried by the check but not declared in failureCodes of plugin 'server-check'",
        ])
    }
}
