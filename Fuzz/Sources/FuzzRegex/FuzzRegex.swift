import FuzzSupport
import ValidatorKit

/// libFuzzer's entry point: a random pattern with random flags and limits, or a preset, then
/// every prefix of a first text, up to eight more texts and one long one, each within the
/// limits' bounded time.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, count: size)
    var options: [String: JSONValue] = [:]
    if input.integer(in: 0...7) == 0 {
        options["preset"] = .string(input.choose(["email", "uuid", "hex-color", "ipv4", "us-zip", "slug", "unknown"]))
    } else {
        options["pattern"] = .string(input.boolean() ? input.text(upTo: 48) : input.trickyText(upTo: 24))
        if input.boolean() {
            options["flags"] = .string(input.choose(["", "i", "x", "s", "ixs", "q"]))
        }
    }
    if input.boolean() {
        options["matchLimit"] = .integer(input.integer(in: -1...100_000))
    }
    if input.boolean() {
        options["depthLimit"] = .integer(input.integer(in: -1...1_000))
    }
    let validator: any Validator
    do {
        validator = try FuzzRegistry.shared.makeValidator("regex", options: options)
    } catch {
        precondition(!String(describing: error).isEmpty, "a refused pattern has no message")
        return 0
    }
    let first = input.trickyText(upTo: 40)
    var prefix = ""
    for character in first {
        prefix.append(character)
        ValidatorProbe.probe(validator, with: prefix)
    }
    // A few more texts, then the rest of the input as one long subject (up to -max_len, 64 KiB
    // in Fuzz/run), long enough for PCRE2's heap limit; the count stays small so that an input
    // runs a bounded number of matches, each bounded by the limits.
    for _ in 0..<8 where !input.isExhausted {
        ValidatorProbe.probe(validator, with: input.boolean() ? input.text(upTo: 200) : input.trickyText(upTo: 60))
    }
    if !input.isExhausted {
        ValidatorProbe.probe(validator, with: String(decoding: input.rest(), as: UTF8.self))
    }
    return 0
}
