import FuzzSupport
import ValidatorKitOTP
import ValidatorKit

/// libFuzzer's entry point: random `otp` options (secret, URI, digits, algorithm, period,
/// counter, window, time) and random codes.
///
/// Whatever the options, no error or description repeats the secret; when the options are
/// accepted with a fixed time or a counter, the right code is well formed, and accepted once at
/// submission and then refused as replayed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, count: size)
    let options = OneTimePasswordOptions(&input)
    let validator: any Validator
    do {
        validator = try FuzzRegistry.shared.makeValidator("otp", options: options.values)
    } catch {
        options.checkRedacted(String(describing: error))
        options.checkRedacted(String(reflecting: error))
        return 0
    }
    options.checkRedacted(String(describing: validator))
    options.checkRedacted(String(reflecting: validator))
    var dumped = ""
    dump(validator, to: &dumped)
    options.checkRedacted(dumped)
    if let expected = options.expectedCode(), let verifier = validator.submissionVerifier {
        precondition(validator.validate(expected).isValid, "the right code was refused while typed")
        precondition(verifier.verify(expected).isValid, "the right code was refused at submission")
        precondition(verifier.verify(expected).failure?.code == .otpReplayed, "an accepted code was accepted again")
    }
    while !input.isExhausted {
        let code = input.boolean() ? input.digitHeavyText(upTo: 10) : input.trickyText(upTo: 10)
        ValidatorProbe.probe(validator, with: code)
    }
    return 0
}
