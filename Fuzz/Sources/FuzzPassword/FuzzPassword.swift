import FuzzSupport
import ValidatorKit
import ValidatorKitPassword

/// libFuzzer's entry point: a password policy with random bounds (up to 64 KiB accepted), then
/// one or two random texts, l33t-, digit- and repeat-heavy ones among them, through the validator finished
/// and as typed, its details and the estimator with random context words. Stops when the score is
/// out of range, the guesses are not a number, the details hold other members than the plugin's
/// or a failure's arguments hold the password.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, count: size)
    let validator: PasswordValidator
    do {
        validator = try PasswordValidator(
            minimumLength: input.integer(in: 6...20), maximumLength: input.boolean() ? 64 : 65_536,
            minimumScore: input.integer(in: -1...5), contextFields: input.boolean() ? ["name"] : [])
    } catch {
        precondition(!error.description.isEmpty, "a refused policy has no message")
        return 0
    }
    let estimator = PasswordStrengthEstimator()
    let detailMembers: Set<String> = ["score", "guessesLog10", "patterns", "warning", "suggestions"]
    // Two texts an input at most: each is estimated several times below, and libFuzzer gives an
    // input one second in the AddressSanitizer build.
    for _ in 0..<2 where !input.isExhausted {
        let text: String
        switch input.integer(in: 0...3) {
        case 0: text = input.text(upTo: 64)
        case 1: text = String(repeating: input.choose(["p4$$", "1|7", "19911231", "ab", "qwe", "Σσ", "İ"]), count: input.integer(in: 1...4_000))
        case 2: text = input.trickyText(upTo: 80)
        default: text = String(decoding: input.rest(), as: UTF8.self)
        }
        ValidatorProbe.probe(validator, with: text)
        let finished = validator.conclude(text)
        ValidatorProbe.check(finished, for: text)
        if text != "name", let failure = finished.failure {
            precondition(!failure.arguments.values.contains(.string(text)), "a failure's arguments hold the password")
        }
        let details = validator.details(for: text)
        precondition(Set(details.keys).isSubset(of: detailMembers), "details hold a member the plugin does not report")
        let strength = estimator.estimate(text, userInputs: input.boolean() ? [input.text(upTo: 12), "name"] : [])
        precondition((0...4).contains(strength.score), "a score out of 0...4")
        precondition(!strength.guessesLog10.isNaN && strength.guesses >= 1, "guesses below one or not a number")
        precondition(strength.score == PasswordStrength.score(forGuesses: strength.guesses), "a score that is not its guesses'")
    }
    return 0
}
