import FuzzSupport
import ValidatorKit
import ValidatorKitSession
import ValidatorKitTool

/// libFuzzer's entry point: the bytes as a `validator replay` script against the default
/// form (every built-in plugin), through the command's own parser, session and trace writer (the
/// SDK's session library, `ValidatorKitSession`, on the tool's default form).
///
/// The first byte picks the phone region (an unknown one brings in the stand-in fields); the
/// rest is the script. Every trace line is a JSON record, and no trace shows the OTP secret or a
/// character of the password field.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, count: size)
    let clock = ManualFieldClock()
    let builder = DefaultFormBuilder(
        region: input.choose(["US", "GB", "JP", "ZZ"]), otpSecret: DefaultForm.demoOTPSecret)
    let prepared: PreparedForm
    do {
        prepared = try builder.prepare(registry: FuzzRegistry.shared, clock: clock)
    } catch {
        fatalError("the default form could not be built: \(error)")
    }
    let script = TemporaryFile(holding: input.rest())
    let trace = TemporaryFile(holding: [])
    do {
        try ReplayRunner(prepared: prepared, clock: clock).run(input: script.descriptor, output: trace.descriptor)
    } catch {
        precondition(error.description.hasPrefix("Line "), "a replay failure that names no line")
    }
    ReplayTrace.verify(trace.contents(), secret: DefaultForm.demoOTPSecret)
    return 0
}
