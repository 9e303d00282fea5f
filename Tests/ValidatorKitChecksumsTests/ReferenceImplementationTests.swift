import Testing
import ValidatorKitChecksums
import ValidatorKitPythonReferences

/// Every system against python-stdnum on seeded random inputs: the check characters of random
/// payloads, and the verdict on random texts (half with the right check characters, half with
/// another one or a changed character). One python process answers each test's whole batch.
@Suite(
    "Agreement with python-stdnum",
    .enabled(if: Stdnum.mustRun, Comment(rawValue: Stdnum.skipNote)))
struct ReferenceImplementationTests {
    struct Reference: Sendable, CustomTestStringConvertible {
        let system: any CheckCharacterSystem
        /// The characters payloads are drawn from, and check characters.
        let payloadCharacters: String
        let checkCharacters: String
        /// The lengths of the payloads drawn.
        let lengths: ClosedRange<Int>
        /// The python function computing the check characters, and the one judging a text.
        let stdnumCheck: String
        let stdnumIsValid: String

        var testDescription: String { "\(type(of: system)) (\(stdnumCheck))" }
    }

    static let decimal = "0123456789"
    static let alphanumeric = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ"

    static let references: [Reference] = [
        Reference(
            system: Luhn(), payloadCharacters: decimal, checkCharacters: decimal, lengths: 1...40,
            stdnumCheck: "luhn.calc_check_digit", stdnumIsValid: "luhn.is_valid"),
        Reference(
            system: Luhn(alphabet: .alphanumeric), payloadCharacters: alphanumeric, checkCharacters: alphanumeric,
            lengths: 1...30,
            stdnumCheck: "lambda text: luhn.calc_check_digit(text, alphabet='\(alphanumeric)')",
            stdnumIsValid: "lambda text: luhn.is_valid(text, alphabet='\(alphanumeric)')"),
        Reference(
            system: Verhoeff(), payloadCharacters: decimal, checkCharacters: decimal, lengths: 1...30,
            stdnumCheck: "verhoeff.calc_check_digit", stdnumIsValid: "verhoeff.is_valid"),
        Reference(
            system: Damm(), payloadCharacters: decimal, checkCharacters: decimal, lengths: 1...30,
            stdnumCheck: "damm.calc_check_digit", stdnumIsValid: "damm.is_valid"),
        Reference(
            system: ISO7064Mod11_2(), payloadCharacters: decimal, checkCharacters: decimal + "X", lengths: 1...30,
            stdnumCheck: "mod_11_2.calc_check_digit", stdnumIsValid: "mod_11_2.is_valid"),
        Reference(
            system: ISO7064Mod11_10(), payloadCharacters: decimal, checkCharacters: decimal, lengths: 1...30,
            stdnumCheck: "mod_11_10.calc_check_digit", stdnumIsValid: "mod_11_10.is_valid"),
        Reference(
            system: ISO7064Mod37_2(), payloadCharacters: alphanumeric, checkCharacters: alphanumeric + "*",
            lengths: 1...30,
            stdnumCheck: "mod_37_2.calc_check_digit", stdnumIsValid: "mod_37_2.is_valid"),
        Reference(
            system: ISO7064Mod97_10(), payloadCharacters: alphanumeric, checkCharacters: decimal, lengths: 1...34,
            stdnumCheck: "mod_97_10.calc_check_digits", stdnumIsValid: "mod_97_10.is_valid"),
        // stdnum has no generic weighted mod 11: ISSN (7-digit payloads) and ISBN-10 (9-digit).
        Reference(
            system: WeightedMod11(), payloadCharacters: decimal, checkCharacters: decimal + "X", lengths: 7...7,
            stdnumCheck: "issn.calc_check_digit", stdnumIsValid: "issn.is_valid"),
        Reference(
            system: WeightedMod11(), payloadCharacters: decimal, checkCharacters: decimal + "X", lengths: 9...9,
            stdnumCheck: "lambda text: next(c for c in '0123456789X' if isbn.is_valid(text + c))",
            stdnumIsValid: "isbn.is_valid"),
        // stdnum's EAN check digit takes any length; its validation only those of GS1 numbers.
        Reference(
            system: GS1Mod10(), payloadCharacters: decimal, checkCharacters: decimal, lengths: 1...30,
            stdnumCheck: "ean.calc_check_digit",
            stdnumIsValid: "lambda text: ean.is_valid(text) if len(text) in (8, 12, 13, 14) else str(ean.calc_check_digit(text[:-1]) == text[-1])"),
    ]

    /// Random payloads of the reference's lengths.
    static func payloads(for reference: Reference, count: Int, seed: UInt64) -> [String] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            generator.text(length: Int.random(in: reference.lengths, using: &generator), from: reference.payloadCharacters)
        }
    }

    @Test(arguments: references)
    func checkCharactersAgree(reference: Reference) throws {
        let payloads = Self.payloads(for: reference, count: 2_000, seed: 7064)
        let disagreements = try Stdnum.disagreements(reference.stdnumCheck, on: payloads) {
            reference.system.checkCharacters(for: $0) ?? "nil"
        }
        #expect(disagreements == [])
    }

    @Test(arguments: references)
    func verdictsAgree(reference: Reference) throws {
        var generator = SeededGenerator(seed: 97)
        let checkCharacterCount = reference.system.checkCharacterCount
        let texts = Self.payloads(for: reference, count: 2_000, seed: 11).map { payload in
            let right = reference.system.checkCharacters(for: payload) ?? ""
            switch generator.next() % 3 {
            case 0:
                return payload + right
            case 1:
                return payload + generator.text(length: checkCharacterCount, from: reference.checkCharacters)
            default:
                // One character of the payload changed: most such changes break the check.
                var characters = Array(payload + right)
                let position = Int(generator.next() % UInt64(payload.count))
                characters[position] = Array(reference.payloadCharacters)[Int(generator.next() % UInt64(reference.payloadCharacters.count))]
                return String(characters)
            }
        }
        let disagreements = try Stdnum.disagreements(reference.stdnumIsValid, on: texts) {
            reference.system.isValid($0) ? "True" : "False"
        }
        #expect(disagreements == [])
        // Both outcomes are exercised.
        let validCount = texts.filter(reference.system.isValid).count
        #expect(validCount > 0 && validCount < texts.count)
    }
}
