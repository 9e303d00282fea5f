import Testing
import ValidatorKitChecksums
import ValidatorKitPythonReferences

/// The decimal `Luhn`, which reads a text eight digits at a time from its right end, against
/// the Luhn check written the plain way: one digit at a time from the right, every second one
/// doubled.
@Suite("Decimal Luhn against a straightforward Luhn")
struct DecimalLuhnTests {
    static func isDigit(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
    }

    /// Whether `bytes` are at least two ASCII digits whose last one is the check digit.
    static func straightforwardIsValid(_ bytes: [UInt8]) -> Bool {
        guard bytes.count >= 2, bytes.allSatisfy(isDigit) else { return false }
        return straightforwardSum(of: bytes, doublingLast: false) % 10 == 0
    }

    /// The check digit for the payload `bytes`; `nil` unless they are at least one ASCII digit.
    static func straightforwardCheckDigit(_ bytes: [UInt8]) -> String? {
        guard !bytes.isEmpty, bytes.allSatisfy(isDigit) else { return nil }
        return String((10 - straightforwardSum(of: bytes, doublingLast: true) % 10) % 10)
    }

    static func straightforwardSum(of bytes: [UInt8], doublingLast: Bool) -> Int {
        var sum = 0
        for (distanceFromRight, byte) in bytes.reversed().enumerated() {
            let digit = Int(byte - UInt8(ascii: "0"))
            if (distanceFromRight % 2 == 0) == doublingLast {
                sum += digit * 2 > 9 ? digit * 2 - 9 : digit * 2
            } else {
                sum += digit
            }
        }
        return sum
    }

    /// Random digit strings of 1 to 40 digits, half of them ending in their right check digit.
    static func randomDigitStrings(count: Int, seed: UInt64) -> [String] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            let length = Int.random(in: 1...40, using: &generator)
            let text = generator.text(length: length, from: "0123456789")
            guard length >= 2, generator.next() % 2 == 0,
                let check = straightforwardCheckDigit(Array(text.utf8.dropLast()))
            else { return text }
            return String(text.dropLast()) + check
        }
    }

    @Test func agreesOnRandomDigitStrings() {
        let texts = Self.randomDigitStrings(count: 20_000, seed: 7812)
        let disagreements = texts.filter { text in
            Luhn().isValid(text) != Self.straightforwardIsValid(Array(text.utf8))
                || Luhn().checkCharacters(for: text) != Self.straightforwardCheckDigit(Array(text.utf8))
        }
        #expect(disagreements == [])
        let validCount = texts.filter { Luhn().isValid($0) }.count
        #expect(validCount > texts.count / 3 && validCount < texts.count * 2 / 3)
    }

    /// A text read after digits appended one at a time counts from where they left off.
    @Test func continuesFromTheDigitsAppendedBefore() {
        var generator = SeededGenerator(seed: 1954)
        let texts = Self.randomDigitStrings(count: 5_000, seed: 7064)
        let disagreements = texts.filter { text in
            let prefix = Array(generator.text(length: Int(generator.next() % 5), from: "0123456789").utf8)
            var luhn = Luhn()
            for byte in prefix {
                luhn.append(Int(byte - UInt8(ascii: "0")))
            }
            let expectedValidity = text.utf8.count >= 2 && Self.straightforwardIsValid(prefix + Array(text.utf8))
            return luhn.isValid(text) != expectedValidity
                || luhn.checkCharacters(for: text) != Self.straightforwardCheckDigit(prefix + Array(text.utf8))
        }
        #expect(disagreements == [])
    }

    /// Every byte that is not a digit, and characters of several UTF-8 lengths (other scripts'
    /// digits among them), at every position of valid numbers of 1 to 40 digits: never valid,
    /// never a payload.
    @Test func refusesANonDigitAtEveryPosition() {
        let asciiNonDigits = (0...0x7F).map(UInt8.init).filter { !Self.isDigit($0) }
            .map { String(decoding: [$0], as: UTF8.self) }
        let intruders = asciiNonDigits + ["ÿ", "٣", "€", "３", "😀"]
        var accepted: [String] = []
        for length in 1...40 {
            let payload = String((0..<length - 1).map { index in Character(String((index * 7 + length) % 10)) })
            let number = length == 1 ? "0" : payload + (Self.straightforwardCheckDigit(Array(payload.utf8)) ?? "")
            for position in 0..<length {
                for intruder in intruders {
                    var characters = Array(number).map(String.init)
                    characters[position] = intruder
                    let text = characters.joined()
                    if Luhn().isValid(text) || Luhn().checkCharacters(for: text) != nil {
                        accepted.append(text.debugDescription)
                    }
                }
            }
        }
        #expect(accepted == [])
    }
}
