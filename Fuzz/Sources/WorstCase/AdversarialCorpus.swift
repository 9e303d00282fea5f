import FuzzSupport
import Synchronization
import ValidatorKit
import ValidatorKitBatch
import ValidatorKitSession
import ValidatorKitTool
import ValidatorKitOTP

/// A Unix clock one time step (30 s) further on at every reading, so that no two verifications
/// share the verifier's cached candidates.
final class StepClock: Sendable {
    private let seconds = Atomic<Int>(0)

    /// The next step's time.
    @Sendable func next() -> Int {
        seconds.add(30, ordering: .relaxed).newValue
    }
}

/// The adversarial inputs, per plugin: catastrophic patterns, 10 MB lines, a million sections,
/// deep JSON, huge replay counts, OTP windows at their limit. The bounds are those of
/// SECURITY.md ("Worst cases, measured").
enum AdversarialCorpus {
    /// Ten megabytes, the size SECURITY.md promises a verdict for.
    static let tenMegabytes = 10 * 1024 * 1024

    static let digits = String(repeating: "4", count: tenMegabytes)
    static let letters = String(repeating: "a", count: tenMegabytes)

    /// A validator of `plugin` with `options`, from every built-in plugin.
    static func validator(_ plugin: String, _ options: [String: JSONValue] = [:]) throws -> any Validator {
        try FuzzRegistry.shared.makeValidator(plugin, options: options)
    }

    /// The verdict as a word for the table: `valid`, `incomplete` or the failure's code.
    static func word(_ validity: Validity) -> String {
        switch validity {
        case .valid: "valid"
        case .incomplete: "incomplete"
        case .invalid(let failure): failure.code.rawValue
        }
    }

    /// A case validating `text` with a validator of `plugin`.
    static func validation(
        _ subject: String, _ input: String, bound: Duration, plugin: String,
        _ options: [String: JSONValue] = [:], text: @escaping () -> String
    ) -> AdversarialCase {
        AdversarialCase(subject: subject, input: input, bound: bound) {
            let validator = try validator(plugin, options)
            let text = text()
            return { word(validator.validate(text)) }
        }
    }

    /// SECURITY.md's bound for one pass over a text: 50 ns a character, 500 ms for 10 MB.
    static let onePassOverTenMegabytes = Duration.milliseconds(500)
    /// SECURITY.md's bound for one regex validation at the default limits: two matches of
    /// 1,000,000 steps each (a text with no match is matched again for a partial match).
    static let twoRegexMatches = Duration.milliseconds(50)

    static var cases: [AdversarialCase] { regex + onePass + password + others }

    /// SECURITY.md's bound for judging a password of 64 KiB (verdict and details).
    static let passwordOf64KiB = Duration.milliseconds(20)

    /// The password plugin accepting 64 KiB, judged with its details on texts that give its
    /// matchers and search the most work within the 256 code points estimated, and a keystroke.
    static var password: [AdversarialCase] {
        var state: UInt64 = 39
        let random = String((0..<65_536).map { _ in
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Character(Unicode.Scalar(UInt8(33 + (state >> 33) % 94)))
        })
        let texts = [
            ("64 KiB of '1' (dates, a sequence, a repeat at every start)", String(repeating: "1", count: 65_536)),
            ("64 KiB of 'ab' (a sequence per pair, the longest search)", String(repeating: "ab", count: 32_768)),
            ("64 KiB of l33t and words ('p4$$w0rd1|7+@(', 32 substitutions)", String(repeating: "p4$$w0rd1|7+@(", count: 4_681)),
            ("64 KiB of dates ('19911231')", String(repeating: "19911231", count: 8_192)),
            ("64 KiB of 'İ' (lower-cased, two code points each)", String(repeating: "İ", count: 32_768)),
            ("64 KiB of random printable ASCII", random),
        ]
        let judged = texts.map { input, text in
            AdversarialCase(subject: "password", input: input, bound: passwordOf64KiB) {
                let validator = try validator("password", ["maxLength": .integer(65_536), "minLength": .integer(8)])
                let provider = validator.detailsProvider
                return { word(provider?.validateWithDetails(text).validity ?? validator.validate(text)) }
            }
        }
        // The worst 20-character passwords found, within 100 µs, and the worst of 64 (the
        // default maxLength), within 200 µs (SECURITY.md's rows say how they were found).
        let keystrokes: [(String, String, Duration)] = [
            ("capitals, l33t, a word, symbols", "Tr0ub4dour&3horse!!x", .microseconds(100)),
            ("l33t characters that 32 substitutions read (one walk of the tries for all)", "p4$$w0rd1|7+@(qwe199", .microseconds(100)),
            ("alternating digits: dates, repeats, keypad walks and l33t at every start", "10101010101010101010", .microseconds(100)),
            ("l33t, repeats, sequences, non-ASCII runs and digits (the most instructions of those found)",
             "jon350j3d@123456123456123456ABCDEーーーRRRRRавдadg12345123451234501", .microseconds(200)),
        ]
        let keystroke = keystrokes.map { input, text, bound in
            let length = text.unicodeScalars.count
            return AdversarialCase(subject: "password", input: "a keystroke in a \(length)-character password: \(input)", bound: bound) {
                let validator = try validator("password")
                let provider = validator.detailsProvider
                return { word(provider?.validateWithDetails(text).validity ?? .incomplete) }
            }
        }
        return judged + keystroke
    }

    /// The field, the readers of JSON, the replay and the expensive single validations.
    static var others: [AdversarialCase] { [
        AdversarialCase(subject: "otp", input: "window 10 (the limit), SHA-512, 8 digits, a wrong code, a new time step each time (21 HMACs)",
                        bound: .milliseconds(1)) {
            let generator = try OneTimePasswordGenerator(
                secret: try OneTimePasswordSecret(base32: "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ"), algorithm: .sha512, digits: 8)
            let steps = StepClock()
            let verifier = try OneTimePasswordVerifier(
                generator: generator, period: 30, window: OneTimePasswordVerifier.maximumWindow, clock: steps.next)
            return { word(verifier.verify("00000000")) }
        },
        validation("phone", "250 digits, the longest text libphonenumber parses", bound: .milliseconds(1),
                   plugin: "phone", ["region": .string("US")]) { String(repeating: "6", count: 250) },
        AdversarialCase(subject: "field", input: "a paste of a million characters into a million sections",
                        bound: .seconds(1)) {
            let field = Field(identifier: "long", title: "Long",
                              sections: try SectionLayout(Array(repeating: 1, count: 1_000_000)))
            let text = String(repeating: "7", count: 1_000_000)
            return {
                field.clear()
                _ = field.paste(text)
                return "\(field.characterCount) characters"
            }
        },
        AdversarialCase(subject: "form spec", input: "JSON nested 1,000,000 deep", bound: .milliseconds(10)) {
            let json = Array(String(repeating: "[", count: 1_000_000).utf8)
            return {
                do {
                    _ = try FormSpec.decode(json)
                    return "decoded"
                } catch {
                    return "refused"
                }
            }
        },
        AdversarialCase(subject: "record", input: "JSON nested 1,000,000 deep", bound: .milliseconds(10)) {
            let json = Array(("{\"a\":" + String(repeating: "[", count: 1_000_000)).utf8)
            return {
                do {
                    _ = try JSONValue.record(from: json)
                    return "read"
                } catch {
                    return "refused"
                }
            }
        },
        AdversarialCase(subject: "record", input: "90,000 members no field names (975 KB), one record of `check --spec`",
                        bound: .milliseconds(100)) {
            let spec = try FormSpec.decode(Array(#"{"fields": [{"id": "name", "title": "Name"}]}"#.utf8))
            let check = RecordCheck(records: try spec.makeRecordValidator(registry: FuzzRegistry.shared))
            let members = (0..<90_000).map { "\"k\($0)\":0" }.joined(separator: ",")
            let line = Array("{\"name\":\"Ada\",\(members)}\n".utf8)
            return {
                let input = TemporaryFile(holding: line)
                let output = TemporaryFile(holding: [])
                let isValid = (try? check.run(input: input.descriptor, output: output.descriptor)) ?? false
                return isValid ? "valid" : "refused"
            }
        },
        AdversarialCase(subject: "replay", input: "counts of Int.max (backspace, delete, left, right), wait 86400 s (the limit)",
                        bound: .milliseconds(100)) {
            let clock = ManualFieldClock()
            let prepared = try DefaultFormBuilder().prepare(registry: FuzzRegistry.shared, clock: clock)
            let maximum = Int.max
            let script = Array("""
                focus email
                type "\(String(repeating: "a", count: 1_000))"
                backspace \(maximum)
                type "abc"
                left \(maximum)
                right \(maximum)
                delete \(maximum)
                wait 86400
                """.utf8)
            return {
                let input = TemporaryFile(holding: script)
                let output = TemporaryFile(holding: [])
                do {
                    try ReplayRunner(prepared: prepared, clock: clock).run(input: input.descriptor, output: output.descriptor)
                    return "\(output.contents().count) bytes of trace"
                } catch {
                    return "refused: \(error)"
                }
            }
        },
    ] }

    /// Catastrophic backtracking and long subjects at the default limits.
    static var regex: [AdversarialCase] { [
        validation("regex", "(a+)+$ on 5,000 a then !", bound: twoRegexMatches, plugin: "regex",
                   ["pattern": .string("(a+)+$")]) { String(repeating: "a", count: 5_000) + "!" },
        validation("regex", "(a|a)*b on 5,000 a (no match: two matches)", bound: twoRegexMatches, plugin: "regex",
                   ["pattern": .string("(a|a)*b")]) { String(repeating: "a", count: 5_000) },
        validation("regex", "(x+x+)+y on 10,000 x", bound: twoRegexMatches, plugin: "regex",
                   ["pattern": .string("(x+x+)+y")]) { String(repeating: "x", count: 10_000) },
        validation("regex", #"^(\w+\s?)*$ on 2,000 words then !"#, bound: twoRegexMatches, plugin: "regex",
                   ["pattern": .string(#"^(\w+\s?)*$"#)]) { String(repeating: "word ", count: 2_000) + "!" },
        validation("regex", #"\VA(?R) on m and 40 r (a fuzz finding)"#, bound: twoRegexMatches, plugin: "regex",
                   ["pattern": .string(#"\VA(?R)"#)]) { "m" + String(repeating: "r", count: 40) },
        validation("regex", "[0-9]+ on 10 MB of digits", bound: twoRegexMatches, plugin: "regex",
                   ["pattern": .string("[0-9]+")]) { digits },
        validation("regex", "[0-9]+ on 10 MB of digits then x (no match: two matches)", bound: twoRegexMatches,
                   plugin: "regex", ["pattern": .string("[0-9]+")]) { digits + "x" },
        validation("regex", "email preset on 10 MB", bound: twoRegexMatches, plugin: "regex",
                   ["preset": .string("email")]) { letters },
    ] }

    /// Ten-megabyte lines through every plugin that makes one pass.
    static var onePass: [AdversarialCase] { [
        validation("required", "10 MB", bound: onePassOverTenMegabytes, plugin: "required") { letters },
        validation("length", "10 MB, max 4", bound: onePassOverTenMegabytes, plugin: "length",
                   ["max": .integer(4)]) { letters },
        validation("length", "10 MB, min 10,485,760", bound: onePassOverTenMegabytes, plugin: "length",
                   ["min": .integer(tenMegabytes)]) { letters },
        validation("charset", "10 MB of digits", bound: onePassOverTenMegabytes, plugin: "charset",
                   ["allowed": .string("digits")]) { digits },
        validation("luhn", "10 MB of digits", bound: onePassOverTenMegabytes, plugin: "luhn") { digits },
        validation("card", "10 MB of digits", bound: onePassOverTenMegabytes, plugin: "card") { digits },
        validation("card-security-code", "10 MB of digits", bound: onePassOverTenMegabytes,
                   plugin: "card-security-code", ["card": .string("number")]) { digits },
        validation("card-expiry", "10 MB of digits", bound: onePassOverTenMegabytes, plugin: "card-expiry") { digits },
        validation("cardholder-name", "10 MB of letters", bound: onePassOverTenMegabytes,
                   plugin: "cardholder-name") { letters },
        validation("otp", "10 MB of digits", bound: onePassOverTenMegabytes, plugin: "otp") { digits },
        validation("phone", "10 MB of digits", bound: onePassOverTenMegabytes, plugin: "phone",
                   ["region": .string("US")]) { digits },
        validation("isbn", "10 MB of digits", bound: onePassOverTenMegabytes, plugin: "isbn") { digits },
        validation("issn", "10 MB of digits", bound: onePassOverTenMegabytes, plugin: "issn") { digits },
        validation("ean", "10 MB of digits", bound: onePassOverTenMegabytes, plugin: "ean") { digits },
        validation("isin", "10 MB of digits", bound: onePassOverTenMegabytes, plugin: "isin") { digits },
        validation("imei", "10 MB of digits", bound: onePassOverTenMegabytes, plugin: "imei") { digits },
    ] }
}
