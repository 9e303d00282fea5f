import FuzzSupport
import ValidatorKit

/// The `card` and `luhn` validators, shared by all runs.
let card = makeValidator("card")
let luhn = makeValidator("luhn")

/// libFuzzer's entry point: random, mostly numeric texts through the card and Luhn validators,
/// with every capability asked; the digits of a card the card validator accepts must pass the
/// Luhn check too (the Luhn validator refuses the separators the card validator tolerates).
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, count: size)
    while !input.isExhausted {
        let text = input.boolean() ? input.digitHeavyText(upTo: 24) : input.text(upTo: 64)
        let cardVerdict = ValidatorProbe.probe(card, with: text)
        ValidatorProbe.probe(luhn, with: text)
        if cardVerdict.isValid {
            let digits = String(text.filter { $0.isASCII && $0.isWholeNumber })
            precondition(luhn.validate(digits).isValid, "the card validator accepts a number the Luhn check refuses")
        }
    }
    return 0
}

func makeValidator(_ plugin: String) -> any Validator {
    do {
        return try FuzzRegistry.shared.makeValidator(plugin)
    } catch {
        fatalError("plugin \(plugin) was refused without options: \(error)")
    }
}
