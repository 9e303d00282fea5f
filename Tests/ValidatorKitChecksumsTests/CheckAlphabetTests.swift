import Testing
import ValidatorKitChecksums

@Suite("CheckAlphabet")
struct CheckAlphabetTests {
    @Test func givesEachCharacterItsOffset() throws {
        let alphabet = try CheckAlphabet("0123456789abcdef")
        #expect(alphabet.count == 16)
        #expect(alphabet.value(of: UInt8(ascii: "0")) == 0)
        #expect(alphabet.value(of: UInt8(ascii: "c")) == 12)
        #expect(alphabet.value(of: UInt8(ascii: "C")) == nil)
        #expect(alphabet.value(of: 0xC3) == nil)
        #expect(alphabet.description == "0123456789abcdef")
    }

    @Test func readsTheDecimalAlphabetByArithmetic() throws {
        #expect(CheckAlphabet.decimal.count == 10)
        #expect((0...255).compactMap { CheckAlphabet.decimal.value(of: UInt8($0)) } == Array(0...9))
        #expect(try CheckAlphabet("0123456789") == .decimal)
        #expect(CheckAlphabet.alphanumeric.value(of: UInt8(ascii: "Z")) == 35)
    }

    @Test(arguments: [
        ("7", "Alphabet '7' has fewer than 2 characters"),
        ("", "Alphabet '' has fewer than 2 characters"),
        ("ab c", "Alphabet 'ab c' holds ' ', which is not printable ASCII"),
        ("0123€", "Alphabet '0123€' holds '\\u{20AC}', which is not printable ASCII"),
        ("ab\tc", "Alphabet 'ab\tc' holds '\\t', which is not printable ASCII"),
        ("abca", "Alphabet 'abca' holds 'a' twice"),
    ])
    func refusesCharactersThatCannotMakeAnAlphabet(characters: String, message: String) {
        #expect(throws: CheckAlphabetError.self) { try CheckAlphabet(characters) }
        do {
            _ = try CheckAlphabet(characters)
        } catch {
            #expect(error.description == message)
        }
    }
}
