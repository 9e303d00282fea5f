#if canImport(Glibc)
import Glibc
#endif
import Scenarios

/// Runs one benchmark scenario in a loop, so that callgrind or perf can see where its time goes:
///
///     swift build -c release --product ProfileScenario
///     valgrind --tool=callgrind .build/release/ProfileScenario keystroke "length+charset" 100000
///
/// Scenarios: `keystroke <field>` (fields: see `KeystrokeField`), `keystroke-alone <field>` (the
/// same text typed into a field of the same validators outside any form: a payment form's field
/// alone), `regex ours|foundation|swift`,
/// `luhn ours|straightforward`, `otp uncached` (see `UncachedOTPVerification`), `phone ours|raw` (the texts typed into a phone field),
/// `complete ours|libphonenumber` (the complete numbers of `CompletePhoneNumbers`, concluded on
/// with the type and E.164), `display session|replay|"libphonenumber InputDigit"` (a phone field's
/// as-you-type display, see `PhoneDisplayScript`).
///
/// `complete agreement 1` checks the plugin against libphonenumber on every complete number
/// (validity, type, E.164): each disagreement on standard error, a JSON summary on standard
/// output, and exit status 1 when they disagree on any number.
@main
enum ProfileScenarioCommand {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.count == 3, let count = Int(arguments[arguments.startIndex + 2]), count > 0 else {
            fail("usage: ProfileScenario keystroke|keystroke-alone <field>|regex <matcher>|luhn|otp|phone <implementation>|complete <implementation>|display <way> <count>")
        }
        let kind = arguments[arguments.startIndex]
        let name = arguments[arguments.startIndex + 1]
        var sink = 0
        switch kind {
        case "keystroke", "keystroke-alone":
            guard let field = KeystrokeField(rawValue: name) else {
                fail("fields: \(KeystrokeField.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            let script = kind == "keystroke" ? field.makeScript() : field.makeLoneScript()
            for _ in 0..<count {
                script.press()
            }
            sink = script.record.changes
        case "regex":
            sink = regex(name, count: count)
        case "luhn":
            sink = luhn(name, count: count)
        case "phone":
            sink = phone(name, count: count)
        case "otp" where name == "uncached":
            let uncached = UncachedOTPVerification()
            for iteration in 0..<count where uncached.verify(iteration) {
                sink += 1
            }
        case "complete" where name == "agreement":
            exit(completeAgreement())
        case "complete":
            sink = complete(name, count: count)
        case "display":
            guard let way = PhoneDisplayScript.Way(rawValue: name) else {
                fail("ways: \(PhoneDisplayScript.Way.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            let script = PhoneDisplayScript(way)
            for _ in 0..<count {
                sink &+= script.press()
            }
        default:
            fail("unknown scenario '\(kind)'")
        }
        print("done", sink)
    }

    private static func regex(_ matcher: String, count: Int) -> Int {
        let mixed = RegexCase.mixedInputs
        let matches: [(String) -> Bool]
        switch matcher {
        case "ours": matches = RegexCase.all.map { regexCase in { regexCase.validator.validate($0).isValid } }
        case "foundation": matches = RegexCase.all.map { FoundationWholeMatcher($0).matches }
        case "swift": matches = RegexCase.all.map { SwiftRegexWholeMatcher($0).matches }
        default: fail("matchers: ours, foundation, swift")
        }
        var matched = 0
        for iteration in 0..<count {
            let (regexCase, input) = mixed[iteration % mixed.count]
            if matches[regexCase](input) { matched += 1 }
        }
        return matched
    }

    private static func luhn(_ implementation: String, count: Int) -> Int {
        let numbers = CardNumbers.generate(count: 100_000)
        let isValid: (String) -> Bool
        switch implementation {
        case "ours": isValid = { [validator = StandardRegistry.validator("luhn")] in validator.validate($0).isValid }
        case "straightforward": isValid = StraightforwardLuhn.isValid
        default: fail("implementations: ours, straightforward")
        }
        var valid = 0
        for iteration in 0..<count where isValid(numbers[iteration % numbers.count]) {
            valid += 1
        }
        return valid
    }

    private static func phone(_ implementation: String, count: Int) -> Int {
        let texts = PhoneInputs.typedTexts
        let isValid: (String) -> Bool
        switch implementation {
        case "ours":
            let validator = PhoneInputs.makeValidatorJudgingType()
            isValid = { validator.validate($0).isValid }
        case "raw": isValid = { RawPhoneNumberCheck.validNumberType(of: $0, region: PhoneInputs.region) != nil }
        default: fail("implementations: ours, raw")
        }
        var valid = 0
        for iteration in 0..<count where isValid(texts[iteration % texts.count]) {
            valid += 1
        }
        return valid
    }

    private static func complete(_ implementation: String, count: Int) -> Int {
        let complete = CompletePhoneNumbers()
        let numbers = complete.numbers
        var valid = 0
        switch implementation {
        case "ours":
            for iteration in 0..<count where complete.concludeByPlugin(numbers[iteration % numbers.count]) != nil {
                valid += 1
            }
        case "libphonenumber":
            for iteration in 0..<count
            where CompletePhoneNumbers.libphonenumberConclusion(numbers[iteration % numbers.count]) != nil {
                valid += 1
            }
        default: fail("implementations: ours, libphonenumber, agreement")
        }
        return valid
    }

    /// Concludes on every complete number with the plugin and with libphonenumber, writes each
    /// disagreement to standard error and `{"numbers":…,"agreeing":…,"valid":…}` to standard
    /// output; 1 when they disagree on any number.
    private static func completeAgreement() -> Int32 {
        let complete = CompletePhoneNumbers()
        var agreeing = 0
        var valid = 0
        for number in complete.numbers {
            let ours = complete.pluginConclusion(number)
            let theirs = CompletePhoneNumbers.libphonenumberConclusion(number)
            if ours == theirs {
                agreeing += 1
            } else {
                let describe = { (conclusion: CompletePhoneNumbers.Conclusion?) in conclusion?.description ?? "not valid" }
                printToStandardError("'\(number.text)' (\(number.region)): plugin \(describe(ours)), libphonenumber \(describe(theirs))")
            }
            if ours != nil { valid += 1 }
        }
        print(#"{"numbers":\#(complete.numbers.count),"agreeing":\#(agreeing),"valid":\#(valid)}"#)
        return agreeing == complete.numbers.count ? 0 : 1
    }

    private static func printToStandardError(_ line: String) {
        var line = line + "\n"
        line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
    }

    private static func fail(_ message: String) -> Never {
        print(message)
        exit(2)
    }
}
