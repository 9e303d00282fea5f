import Testing
import ValidatorKit

@Suite struct ValidatorConfigurationErrorCodeTests {
    @Test func eachKindOfMistakeHasItsOwnCode() {
        #expect(ValidatorConfigurationError.duplicateIdentifier("a", registered: .linked(module: "M")).code == .duplicateIdentifier)
        #expect(ValidatorConfigurationError.invalidPlugin("a b", problems: ["x"]).code == .invalidPlugin)
        #expect(ValidatorConfigurationError.unknownPlugin("a", available: []).code == .unknownPlugin)
        #expect(ValidatorConfigurationError.unknownOption("a", plugin: "p", available: []).code == .unknownOption)
        #expect(ValidatorConfigurationError.wrongOptionType("a", plugin: "p", expected: .integer, given: "x").code == .wrongOptionType)
        #expect(ValidatorConfigurationError.invalidOptionValue("a", plugin: "p", given: "x", expected: "y").code == .invalidOptionValue)
        #expect(ValidatorConfigurationError.missingOption("a", plugin: "p").code == .missingOption)
        #expect(ValidatorConfigurationError.reportedByPlugin("p", option: nil, message: "No").code == .reportedByPlugin)
        #expect(ValidatorConfigurationError.Code.unknownOption.description == "unknownOption")
    }

    @Test func aRegistryRefusalCarriesTheCodeOfItsKind() throws {
        let registry = ValidatorRegistry()
        try registry.register(LengthPlugin())
        let error = try #require(throws: ValidatorConfigurationError.self) {
            try registry.makeValidator("lenght")
        }
        #expect(error.code == .unknownPlugin)
        #expect("\(error)" == "Unknown plugin 'lenght'; registered plugins: length")
    }
}
