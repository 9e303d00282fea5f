import FuzzSupport
import ValidatorKit

/// libFuzzer's entry point: a random region and types, then random phone-like texts through
/// the validator, its formatter, filter and details.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, count: size)
    var options: [String: JSONValue] = [:]
    if input.boolean() {
        options["region"] = .string(
            input.integer(in: 0...3) == 0
                ? input.text(upTo: 4)
                : input.choose(["US", "GB", "DE", "FR", "JP", "IN", "BR", "CH", "AU", "001", "ZZ", "us", ""]))
    }
    if input.boolean() {
        options["types"] = .string(
            input.boolean()
                ? input.text(upTo: 20)
                : input.choose(["mobile", "fixed-line", "mobile,fixed-line", "toll-free, premium-rate", ",", "voip"]))
    }
    let validator: any Validator
    do {
        validator = try FuzzRegistry.shared.makeValidator("phone", options: options)
    } catch {
        precondition(!String(describing: error).isEmpty, "a refused phone option has no message")
        return 0
    }
    while !input.isExhausted {
        let text = input.boolean() ? input.digitHeavyText(upTo: 24) : input.text(upTo: 48)
        ValidatorProbe.probe(validator, with: text)
    }
    return 0
}
