import Testing
import ValidatorKitRegex

@Suite struct RegexPatternErrorCodeTests {
    @Test func aBadPatternIsASyntaxErrorWithItsOffset() throws {
        let error = try #require(throws: RegexPatternError.self) { try RegexValidator(pattern: "(abc") }
        #expect(error.code == .invalidSyntax)
        #expect(error.offset == 4)
        #expect("\(error)" == "Pattern '(abc' is not valid: missing closing parenthesis at offset 4\n  (abc\n      ^")
    }
}
