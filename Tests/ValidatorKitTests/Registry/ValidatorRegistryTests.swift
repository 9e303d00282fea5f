import Testing
import ValidatorKit
import ValidatorKitTesting

@Suite struct ValidatorRegistryTests {
    func registry() throws -> ValidatorRegistry {
        let registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
        return registry
    }

    @Test func registeringATakenIdentifierIsRefused() throws {
        let registry = try registry()
        #expect(throws: ValidatorConfigurationError.duplicateIdentifier("length")) {
            try registry.register(LengthPlugin())
        }
        #expect(
            "\(ValidatorConfigurationError.duplicateIdentifier("length"))"
                == "A plugin with identifier 'length' is already registered")
    }

    @Test func anUnknownPluginNamesTheRegisteredOnes() throws {
        let registry = try registry()
        let error = try #require(throws: ValidatorConfigurationError.self) { try registry.makeValidator("nope") }
        #expect("\(error)" == "Unknown plugin 'nope'; registered plugins: charset, length, matches, one-of, required, required-if")
    }

    @Test func anUnknownOptionNamesTheOptionsThePluginHas() throws {
        let registry = try registry()
        let error = try #require(throws: ValidatorConfigurationError.self) {
            try registry.makeValidator("length", options: ["mx": .integer(3)])
        }
        #expect("\(error)" == "Plugin 'length' has no option 'mx'; its options are max, min")
        #expect(error.option == "mx")
    }

    @Test func anOptionToAPluginWithoutOptionsSaysSo() throws {
        let error = try #require(throws: ValidatorConfigurationError.self) {
            try registry().makeValidator("required", options: ["x": .integer(3)])
        }
        #expect("\(error)" == "Plugin 'required' has no option 'x'; it takes no options")
    }

    @Test func anOptionOfTheWrongTypeSaysWhatWasExpected() throws {
        let error = try #require(throws: ValidatorConfigurationError.self) {
            try registry().makeValidator("length", options: ["min": .string("two")])
        }
        #expect("\(error)" == "Option 'min' of plugin 'length' expects an integer, got 'two'")
    }

    @Test func optionsGivenAsTextAreConvertedToTheirType() throws {
        let validator = try registry().makeValidator("length", options: ["min": .string("2")])
        #expect(validator.validate("x").failure?.code == .lengthTooShort)
    }

    @Test func aSecretOptionIsNeverEchoed() throws {
        struct SecretPlugin: ValidatorPlugin {
            let identifier = "secretive"
            let summary = "Holds a secret"
            let options = [OptionDescription(name: "pin", type: .integer, documentation: "A PIN", isSecret: true)]
            let failureCodes = RequiredPlugin().failureCodes
            func make(_ options: ValidatorOptions) throws -> any Validator { RequiredValidator() }
        }
        let registry = ValidatorRegistry()
        try registry.register(SecretPlugin())
        let error = try #require(throws: ValidatorConfigurationError.self) {
            try registry.makeValidator("secretive", options: ["pin": .string("hunter2")])
        }
        #expect("\(error)" == "Option 'pin' of plugin 'secretive' expects an integer")
    }

    @Test func identifiersAreListedSorted() throws {
        #expect(try registry().identifiers == ["charset", "length", "matches", "one-of", "required", "required-if"])
    }

    @Test func registriesAreIndependentInstances() throws {
        let first = try registry()
        let second = ValidatorRegistry()
        #expect(first.identifiers.count == 6)
        #expect(second.identifiers.isEmpty)
    }

    @Test func concurrentRegistrationAndLookupKeepEveryPlugin() async throws {
        struct NumberedPlugin: ValidatorPlugin {
            let identifier: String
            let summary = "Numbered"
            let options: [OptionDescription] = []
            let failureCodes = RequiredPlugin().failureCodes
            func make(_ options: ValidatorOptions) throws -> any Validator { RequiredValidator() }
        }
        let registry = ValidatorRegistry()
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for number in 0..<50 {
                        try registry.register(NumberedPlugin(identifier: "p\(task)-\(number)"))
                        _ = try registry.makeValidator("p\(task)-\(number)")
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(registry.identifiers.count == 400)
    }
}
