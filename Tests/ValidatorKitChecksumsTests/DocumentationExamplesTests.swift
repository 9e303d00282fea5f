import Testing
import ValidatorKitChecksums

/// The examples of the module's documentation (ValidatorKitChecksums.md and "Choosing a check
/// character system"), each with the output the page shows.
@Suite("Documentation examples")
struct DocumentationExamplesTests {
    @Test func theOverviewExamples() {
        #expect(Luhn().isValid("79927398713"))
        #expect(Luhn().checkCharacters(for: "7992739871") == "3")
        #expect(ISO7064Mod97_10().checkCharacters(for: "794") == "44")
        #expect(WeightedMod11().checkCharacters(for: "123456789") == "X")
    }

    @Test func appendingAValueAtATimeSkippingSeparators() {
        var check = GS1Mod10()
        for byte in "4006-3813-3393-1".utf8 where byte != UInt8(ascii: "-") {
            check.append(Int(byte - UInt8(ascii: "0")))
        }
        #expect(check.isSatisfied)
    }

    @Test func dammCatchesASwap() {
        let system = Damm()
        #expect(system.isValid("5724"))
        #expect(!system.isValid("5742"))
        #expect(system.checkCharacters(for: "572") == "4")
        #expect(system.checkCharacters(for: "57 2") == nil)
    }

    @Test func theISINReadsLettersAsTwoDigits() throws {
        var luhn = Luhn()
        for character in "US0378331005" {
            let value = try #require(Int(String(character), radix: 36))
            if value >= 10 { luhn.append(value / 10) }
            luhn.append(value % 10)
        }
        #expect(luhn.isSatisfied)
        #expect(Int("U", radix: 36) == 30)
    }

    /// Luhn misses the swap of 09 and 90; Verhoeff and Damm catch it.
    @Test func luhnMissesTheSwapOf09And90() throws {
        let payload = "1090"
        let swapped = "1900"
        for system in [Luhn(), Verhoeff(), Damm()] as [any CheckCharacterSystem] {
            let check = try #require(system.checkCharacters(for: payload))
            #expect(system.isValid(swapped + check) == (system is Luhn), "\(type(of: system))")
        }
    }

    @Test func theCheckValueOfTwoDigits() {
        var check = ISO7064Mod97_10()
        for digit in [7, 9, 4] {
            check.append(digit)
        }
        #expect(check.checkValue == 44)
    }
}
