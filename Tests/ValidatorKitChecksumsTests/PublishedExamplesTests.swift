import Testing
import ValidatorKitChecksums

/// Worked examples published for each system: the payload, the check characters the source
/// gives, and the whole text, which must be valid.
@Suite("Published examples")
struct PublishedExamplesTests {
    struct Example: Sendable, CustomTestStringConvertible {
        let system: any CheckCharacterSystem
        let payload: String
        let checkCharacters: String
        let source: String

        var testDescription: String { "\(type(of: system)) \(payload) → \(checkCharacters) (\(source))" }
    }

    static let examples: [Example] = [
        // Wikipedia, "Luhn algorithm", the worked example.
        Example(system: Luhn(), payload: "7992739871", checkCharacters: "3", source: "Wikipedia, Luhn algorithm"),
        // ISO/IEC 7812-1 numbers in python-stdnum's documentation of stdnum.luhn.
        Example(system: Luhn(), payload: "7894", checkCharacters: "9", source: "python-stdnum, luhn"),
        // Wikipedia, "Verhoeff algorithm": 236 has check digit 3.
        Example(system: Verhoeff(), payload: "236", checkCharacters: "3", source: "Wikipedia, Verhoeff algorithm"),
        Example(system: Verhoeff(), payload: "1234", checkCharacters: "0", source: "python-stdnum, verhoeff"),
        // Wikipedia, "Damm algorithm": 572 has check digit 4.
        Example(system: Damm(), payload: "572", checkCharacters: "4", source: "Wikipedia, Damm algorithm"),
        // ISO/IEC 7064 examples, as python-stdnum's documentation of stdnum.iso7064 gives them.
        Example(system: ISO7064Mod11_2(), payload: "0794", checkCharacters: "0", source: "ISO/IEC 7064, MOD 11-2"),
        Example(system: ISO7064Mod11_2(), payload: "079", checkCharacters: "X", source: "ISO/IEC 7064, MOD 11-2"),
        Example(system: ISO7064Mod11_10(), payload: "79462", checkCharacters: "3", source: "ISO/IEC 7064, MOD 11,10"),
        Example(system: ISO7064Mod11_10(), payload: "00200667308", checkCharacters: "5", source: "ISO/IEC 7064, MOD 11,10"),
        Example(system: ISO7064Mod37_2(), payload: "G123489654321", checkCharacters: "Y", source: "ISO/IEC 7064, MOD 37-2"),
        Example(system: ISO7064Mod97_10(), payload: "794", checkCharacters: "44", source: "ISO/IEC 7064, MOD 97-10"),
        Example(system: ISO7064Mod97_10(), payload: "99991234567890121414", checkCharacters: "90", source: "python-stdnum, mod_97_10"),
        Example(system: ISO7064Mod97_10(), payload: "4354111611551114", checkCharacters: "31", source: "python-stdnum, mod_97_10"),
        // Wikipedia, "ISBN": 0-306-40615-2 and 978-0-306-40615-7 (ISBN-10 check, then GS1).
        Example(system: WeightedMod11(), payload: "030640615", checkCharacters: "2", source: "Wikipedia, ISBN"),
        Example(system: GS1Mod10(), payload: "978030640615", checkCharacters: "7", source: "Wikipedia, ISBN"),
        // Wikipedia, "ISSN": 0317-8471 and 2434-561X.
        Example(system: WeightedMod11(), payload: "0317847", checkCharacters: "1", source: "Wikipedia, ISSN"),
        Example(system: WeightedMod11(), payload: "2434561", checkCharacters: "X", source: "Wikipedia, ISSN"),
        // Wikipedia, "International Article Number": EAN-13 4006381333931 and EAN-8 73513537.
        Example(system: GS1Mod10(), payload: "400638133393", checkCharacters: "1", source: "Wikipedia, EAN"),
        Example(system: GS1Mod10(), payload: "7351353", checkCharacters: "7", source: "Wikipedia, EAN-8"),
    ]

    @Test(arguments: examples)
    func computesThePublishedCheckCharacters(example: Example) {
        #expect(example.system.checkCharacters(for: example.payload) == example.checkCharacters)
    }

    @Test(arguments: examples)
    func acceptsThePublishedNumberAndRefusesEveryOtherCheckCharacter(example: Example) {
        #expect(example.system.isValid(example.payload + example.checkCharacters))
        if example.checkCharacters.count == 1 {
            for other in "0123456789XYZ*" where String(other) != example.checkCharacters {
                #expect(!example.system.isValid(example.payload + String(other)), "check character \(other)")
            }
        }
    }

    /// The IBAN of the ECBS's published example, GB82 WEST 1234 5698 7654 32, read as ISO 13616
    /// says: the first four characters moved to the end, letters as their two-digit values.
    @Test func readsTheLettersOfAnIBANAsTwoDigits() {
        #expect(ISO7064Mod97_10().isValid("WEST12345698765432GB82"))
        #expect(!ISO7064Mod97_10().isValid("WEST12345698765432GB83"))
        #expect(ISO7064Mod97_10().checkCharacters(for: "WEST12345698765432GB") == "82")
    }

    /// The hexadecimal example of python-stdnum's documentation of stdnum.luhn: the checksum
    /// of `1234` over `0`–`f` is 14, so `1234` is not valid; and the examples of the docs.
    @Test func computesLuhnOverAnotherAlphabet() throws {
        let hexadecimal = try CheckAlphabet("0123456789abcdef")
        #expect(!Luhn(alphabet: hexadecimal).isValid("1234"))
        #expect(Luhn(alphabet: hexadecimal).checkCharacters(for: "7f3a") == "2")
        #expect(Luhn(alphabet: .alphanumeric).checkCharacters(for: "EAC") == "A")
    }
}
