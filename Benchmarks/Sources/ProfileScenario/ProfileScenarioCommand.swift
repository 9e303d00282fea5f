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
/// `luhn ours|straightforward`, `phone ours|raw` (the texts typed into a phone field),
/// `display session|replay|"libphonenumber InputDigit"` (a phone field's as-you-type display,
/// see `PhoneDisplayScript`).
@main
enum ProfileScenarioCommand {
    static func main() {
        let arguments = CommandLine.arguments.dropFirst()
        guard arguments.count == 3, let count = Int(arguments[arguments.startIndex + 2]), count > 0 else {
            fail("usage: ProfileScenario keystroke|keystroke-alone <field>|regex <matcher>|luhn|phone <implementation>|display <way> <count>")
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

    private static func fail(_ message: String) -> Never {
        print(message)
        exit(2)
    }
}
