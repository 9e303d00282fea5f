import Testing
import ValidatorKit

@Suite struct ValidationDetailsProviderTests {
    @Test(arguments: ["", "ab", "abc12", "ABC1234", "abc12345", "1bc"])
    func aValidatorAnswersValidityAndDetailsAtOnceAsItAnswersThemInTurn(text: String) {
        let validator = ProductCodeValidator()
        let (validity, details) = validator.validateWithDetails(text)
        #expect(validity == validator.validate(text))
        #expect(details == validator.details(for: text))
    }

    @Test func theDefaultAnswersOfAProductCodeAreItsVerdictAndItsSeries() {
        #expect(ProductCodeValidator().validateWithDetails("abc12") == (.incomplete, ["series": .string("ABC")]))
        let chain = ValidatorChain([ProductCodeValidator()])
        #expect(chain.validateWithDetails("ABC1234") == (.valid, ["series": .string("ABC")]))
    }
}
