import Testing
import ValidatorKitChecksums

@Suite("CheckCharacterSystem")
struct CheckCharacterSystemTests {
    static let systems: [any CheckCharacterSystem] = [
        Luhn(), Luhn(alphabet: .alphanumeric), Verhoeff(), Damm(), ISO7064Mod11_2(), ISO7064Mod11_10(),
        ISO7064Mod37_2(), ISO7064Mod97_10(), WeightedMod11(), GS1Mod10(),
    ]

    /// The example of the protocol's documentation: appending values one at a time.
    @Test func appendsValuesOneAtATime() {
        var luhn = Luhn()
        for digit in [7, 9, 9, 2, 7, 3, 9, 8, 7, 1] {
            luhn.append(digit)
        }
        #expect(luhn.checkValue == 3)
        luhn.append(3)
        #expect(luhn.isSatisfied)
    }

    @Test(arguments: systems)
    func appendingTheCheckCharactersAlwaysPasses(system: any CheckCharacterSystem) throws {
        for length in 1...40 {
            let payload = String((0..<length).map { index in Array("0123456789")[(index * index * 7 + length) % 10] })
            let check = try #require(system.checkCharacters(for: payload))
            #expect(check.count == system.checkCharacterCount)
            #expect(system.isValid(payload + check), "\(payload) + \(check)")
        }
    }

    /// Spaces, separators, other scripts' digits and a lone check character are not payloads.
    @Test(arguments: systems)
    func refusesTextsOutsideTheAlphabet(system: any CheckCharacterSystem) {
        for text in ["", " ", "12 34", "12-34", "١٢٣", "１２３", "12\n", "\u{0}1"] {
            #expect(!system.isValid(text), "\(text.debugDescription)")
            #expect(system.checkCharacters(for: text) == nil, "\(text.debugDescription)")
        }
        #expect(!system.isValid(String(repeating: "0", count: system.checkCharacterCount)))
    }

    /// A check-only character (the `X` of MOD 11-2, the `*` of MOD 37-2) cannot be in a payload.
    @Test func refusesACheckOnlyCharacterInThePayload() {
        #expect(ISO7064Mod11_2().checkCharacters(for: "07X") == nil)
        #expect(!ISO7064Mod11_2().isValid("0X9X"))
        #expect(ISO7064Mod37_2().checkCharacters(for: "G1*") == nil)
        #expect(WeightedMod11().checkCharacters(for: "12X") == nil)
        #expect(!ISO7064Mod97_10().isValid("794A4"))
    }

    /// The decimal Luhn reads eight digits at a time: every length, and a character that is not
    /// a digit at every place, against appending the digits one at a time.
    @Test func readsDecimalDigitsEightAtATimeAsOneByOne() {
        for length in 1...40 {
            let digits = (0..<length).map { index in (index * 31 + length * 7) % 10 }
            let text = digits.map(String.init).joined()
            var oneByOne = Luhn()
            for digit in digits.dropLast() {
                oneByOne.append(digit)
            }
            #expect(Luhn().checkCharacters(for: String(text.dropLast())) == (length > 1 ? String(oneByOne.checkValue) : nil))
            oneByOne.append(digits[length - 1])
            #expect(Luhn().isValid(text) == (length >= 2 && oneByOne.isSatisfied), "\(text)")
            for offset in 0...length {
                for intruder in ["/", ":", "A", "\u{7F}", "ÿ"] {
                    var changed = text
                    changed.insert(contentsOf: intruder, at: changed.index(changed.startIndex, offsetBy: offset))
                    #expect(!Luhn().isValid(changed), "\(changed)")
                    #expect(Luhn().checkCharacters(for: changed) == nil, "\(changed)")
                }
            }
        }
    }
}
