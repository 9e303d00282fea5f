@testable import ValidatorKitOTP
import Testing

@Suite struct Base32Tests {
    /// RFC 4648, §10 "Test Vectors", base32 column (the empty vector aside: an empty secret is refused).
    @Test(arguments: [
        ("f", "MY======"), ("fo", "MZXQ===="), ("foo", "MZXW6==="), ("foob", "MZXW6YQ="),
        ("fooba", "MZXW6YTB"), ("foobar", "MZXW6YTBOI======"),
    ])
    func decodesTheRFC4648Vectors(plain: String, encoded: String) throws {
        #expect(try Base32.decode(encoded) == Array(plain.utf8))
    }

    @Test(arguments: ["MZXW6YTBOI", "mzxw6ytboi", "MZXW 6YTB OI", " mzXW6ytBOI====== "])
    func ignoresCaseSpacesAndPadding(_ encoded: String) throws {
        #expect(try Base32.decode(encoded) == Array("foobar".utf8))
    }

    @Test(arguments: [
        ("GEZD!NBV", Base32DecodingError.invalidCharacter(position: 4),
            "Character 5 is not a base32 digit (A to Z or 2 to 7)"),
        ("GEZD1NBV", .invalidCharacter(position: 4), "Character 5 is not a base32 digit (A to Z or 2 to 7)"),
        ("GEZDGNB8", .invalidCharacter(position: 7), "Character 8 is not a base32 digit (A to Z or 2 to 7)"),
        ("GE-ZD", .invalidCharacter(position: 2), "Character 3 is not a base32 digit (A to Z or 2 to 7)"),
        ("👩‍💻GEZD", .invalidCharacter(position: 0), "Character 1 is not a base32 digit (A to Z or 2 to 7)"),
        ("ＧEZD", .invalidCharacter(position: 0), "Character 1 is not a base32 digit (A to Z or 2 to 7)"),
        ("MY==MY==", .characterAfterPadding(position: 4),
            "Character 5 follows the '=' padding, which may only end the text"),
        ("GEZ", .impossibleLength, "Its last group holds 1, 3 or 6 digits, which no whole number of bytes encodes"),
        ("GEZDGNBVG", .impossibleLength,
            "Its last group holds 1, 3 or 6 digits, which no whole number of bytes encodes"),
        ("", .empty, "It holds no base32 digits"),
        (" == ", .empty, "It holds no base32 digits"),
    ])
    func refusesWhatIsNotBase32NamingThePositionOnly(text: String, error: Base32DecodingError, message: String) {
        #expect(throws: error) { try Base32.decode(text) }
        #expect(error.description == message)
    }

    @Test func theErrorKnowsItsPosition() {
        #expect(Base32DecodingError.invalidCharacter(position: 4).position == 4)
        #expect(Base32DecodingError.characterAfterPadding(position: 2).position == 2)
        #expect(Base32DecodingError.impossibleLength.position == nil)
    }
}
