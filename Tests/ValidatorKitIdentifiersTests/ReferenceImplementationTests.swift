import Testing
import ValidatorKit
import ValidatorKitChecksums
import ValidatorKitIdentifiers
import ValidatorKitPythonReferences

/// Every identifier plugin against python-stdnum on seeded random texts, about half of them
/// valid, with separators where stdnum tolerates them too: a text is valid for the plugin exactly
/// when stdnum's `is_valid` says so. One python process answers each test's whole batch.
@Suite(
    "Agreement with python-stdnum",
    .enabled(if: Stdnum.mustRun, Comment(rawValue: Stdnum.skipNote)))
struct ReferenceImplementationTests {
    typealias Draw = @Sendable (inout SeededGenerator) -> String

    struct Reference: Sendable, CustomTestStringConvertible {
        let name: String
        let validator: any Validator
        let stdnumIsValid: String
        let draw: Draw

        var testDescription: String { name }
    }

    static let digits = "0123456789"

    /// `payload` followed by its right check characters (computed by `system`) half the time,
    /// by a random one from `checkCharacters` otherwise, and spread with `separators`.
    static func identifier(
        _ payload: String, right: String, checkCharacters: String, separators: String,
        using generator: inout SeededGenerator
    ) -> String {
        let check = generator.next() % 2 == 0 ? right : generator.text(length: 1, from: checkCharacters)
        var text = ""
        for character in payload + check {
            if !separators.isEmpty && generator.next() % 5 == 0 {
                text += generator.text(length: 1, from: separators)
            }
            text.append(character)
        }
        return text
    }

    /// The Luhn check digit of `payload` with each letter written as its two digits, as ISO 6166 has it.
    static func luhnCheckDigit(ofLettersAndDigits payload: String) -> String {
        let expanded = payload.map { String(Int(String($0), radix: 36) ?? 0) }.joined()
        return Luhn().checkCharacters(for: expanded) ?? ""
    }

    static let references: [Reference] = [
        Reference(name: "isbn (ISBN-10)", validator: ISBNValidator(), stdnumIsValid: "isbn.is_valid") { generator in
            let payload = generator.text(length: 9, from: digits)
            let right = WeightedMod11().checkCharacters(for: payload) ?? ""
            return identifier(payload, right: right, checkCharacters: digits + "Xx", separators: "- ", using: &generator)
        },
        Reference(name: "isbn (ISBN-13)", validator: ISBNValidator(), stdnumIsValid: "isbn.is_valid") { generator in
            let payload = generator.text(length: 1, from: "9999998") + "7" + generator.text(length: 1, from: "899") + generator.text(length: 9, from: digits)
            let right = GS1Mod10().checkCharacters(for: payload) ?? ""
            return identifier(payload, right: right, checkCharacters: digits, separators: "- ", using: &generator)
        },
        Reference(name: "isbn format isbn13", validator: ISBNValidator(format: .isbn13), stdnumIsValid: "lambda text: isbn.is_valid(text) and len(isbn.compact(text)) == 13") { generator in
            let payload = generator.next() % 2 == 0 ? "978" + generator.text(length: 9, from: digits) : generator.text(length: 9, from: digits)
            let right = payload.count == 12 ? GS1Mod10().checkCharacters(for: payload) ?? "" : WeightedMod11().checkCharacters(for: payload) ?? ""
            return identifier(payload, right: right, checkCharacters: digits, separators: "-", using: &generator)
        },
        Reference(name: "issn", validator: ISSNValidator(), stdnumIsValid: "issn.is_valid") { generator in
            let payload = generator.text(length: 7, from: digits)
            let right = WeightedMod11().checkCharacters(for: payload) ?? ""
            return identifier(payload, right: right, checkCharacters: digits + "X", separators: "- ", using: &generator)
        },
        Reference(name: "ean", validator: EANValidator(), stdnumIsValid: "ean.is_valid") { generator in
            let payload = generator.text(length: [7, 12, 13][Int(generator.next() % 3)], from: digits)
            let right = GS1Mod10().checkCharacters(for: payload) ?? ""
            return identifier(payload, right: right, checkCharacters: digits, separators: "- ", using: &generator)
        },
        Reference(name: "isin", validator: ISINValidator(), stdnumIsValid: "isin.is_valid") { generator in
            // Country codes stdnum knows; stdnum tolerates spaces only.
            let country = ["US", "GB", "DE", "FR", "JP", "CH", "AU", "NL", "CA", "XS"][Int(generator.next() % 10)]
            let payload = country + generator.text(length: 9, from: digits + "ABCDEFGHIJKLMNOPQRSTUVWXYZ")
            let right = luhnCheckDigit(ofLettersAndDigits: payload)
            return identifier(payload, right: right, checkCharacters: digits, separators: " ", using: &generator)
        },
        Reference(name: "imei", validator: IMEIValidator(), stdnumIsValid: "imei.is_valid") { generator in
            let payload = generator.text(length: 14, from: digits)
            let right = Luhn().checkCharacters(for: payload) ?? ""
            return identifier(payload, right: right, checkCharacters: digits, separators: "- ", using: &generator)
        },
    ]

    /// What stdnum stores for a valid text: its compact form, an ISBN as ISBN-13
    /// (`isbn.to_isbn13`, which converts an ISBN-10 per ISO 2108).
    static let stdnumNormalized = [
        "isbn (ISBN-10)": "lambda text: isbn.compact(isbn.to_isbn13(text))",
        "isbn (ISBN-13)": "lambda text: isbn.compact(isbn.to_isbn13(text))",
        "isbn format isbn13": "lambda text: isbn.compact(isbn.to_isbn13(text))",
        "issn": "issn.compact", "ean": "ean.compact", "isin": "isin.compact", "imei": "imei.compact",
    ]

    @Test(arguments: references)
    func normalizedValuesAgree(reference: Reference) throws {
        var generator = SeededGenerator(seed: 13616)
        let valid = (0..<2_000).map { _ in reference.draw(&generator) }.filter { reference.validator.validate($0).isValid }
        let function = try #require(Self.stdnumNormalized[reference.name])
        let normalizer = try #require(reference.validator.normalizer)
        #expect(try Stdnum.disagreements(function, on: valid) { normalizer.normalizedValue(of: $0) } == [])
    }

    /// A finished ISBN's failure is stdnum's: `validate` raises `InvalidChecksum` for a wrong
    /// check digit, `InvalidLength` for too few or too many digits (ours: still incomplete, or
    /// `isbn.length`), `InvalidComponent` for a prefix other than 978 or 979. Nine digits are
    /// not drawn: stdnum reads them as an old Standard Book Number.
    @Test func concludedISBNsFailAsStdnumsValidate() throws {
        var generator = SeededGenerator(seed: 2108)
        let texts = (0..<2_000).map { _ in
            let length = [8, 10, 10, 11, 12, 13, 13][Int(generator.next() % 7)]
            // stdnum checks a 13-digit number's check digit before its prefix, we its prefix
            // first (while typing it is the first thing known): only 978 and 979 are drawn.
            let prefix = length >= 11 ? (generator.next() % 2 == 0 ? "978" : "979") : ""
            return prefix + generator.text(length: length - prefix.count, from: Self.digits)
        }
        let validator = ISBNValidator()
        let disagreements = try Stdnum.disagreements("lambda text: isbn.validate(text) and 'valid'", on: texts) { text in
            switch validator.conclude(text) {
            case .valid: "valid"
            case .incomplete: "error:InvalidLength"
            case .invalid(let failure):
                switch failure.code.rawValue {
                case "isbn.checksum": "error:InvalidChecksum"
                case "isbn.length": "error:InvalidLength"
                case "isbn.prefix": "error:InvalidComponent"
                default: failure.code.rawValue
                }
            }
        }
        #expect(disagreements == [])
    }

    @Test(arguments: references)
    func verdictsAgree(reference: Reference) throws {
        var generator = SeededGenerator(seed: 2108)
        let texts = (0..<2_000).map { _ in reference.draw(&generator) }
        let disagreements = try Stdnum.disagreements(reference.stdnumIsValid, on: texts) {
            reference.validator.validate($0).isValid ? "True" : "False"
        }
        #expect(disagreements == [])
        let validCount = texts.filter { reference.validator.validate($0).isValid }.count
        #expect(validCount > 500 && validCount < 1_500)
    }
}
