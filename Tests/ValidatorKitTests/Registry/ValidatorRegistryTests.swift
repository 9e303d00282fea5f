import Testing
import ValidatorKit
import ValidatorKitTesting

@Suite struct ValidatorRegistryTests {
    func registry() throws -> ValidatorRegistry {
        let registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
        return registry
    }

    @Test func registeringATakenIdentifierIsRefusedNamingWhereTheFirstCameFrom() throws {
        let registry = try registry()
        let error = try #require(throws: ValidatorConfigurationError.self) { try registry.register(LengthPlugin()) }
        #expect(error == .duplicateIdentifier("length", registered: .linked(module: "ValidatorKit")))
        #expect(
            "\(error)"
                == "A plugin with identifier 'length' is already registered, built into ValidatorKit; "
                + "give yours a vendor prefix, such as 'acme-length'")
        let fromLibrary = try #require(throws: ValidatorConfigurationError.self) {
            try registry.register(DescribedPlugin(identifier: "iban"), origin: .library(path: "/opt/libA.so"))
            try registry.register(DescribedPlugin(identifier: "iban"), origin: .library(path: "/opt/libB.so"))
        }
        #expect(
            "\(fromLibrary)"
                == "A plugin with identifier 'iban' is already registered, loaded from '/opt/libA.so'; "
                + "give yours a vendor prefix, such as 'acme-iban'")
    }

    @Test func eachPluginRemembersWhereItCameFrom() throws {
        let registry = try registry()
        try registry.register(DescribedPlugin(identifier: "iban"), origin: .library(path: "/opt/libA.so"))
        #expect(registry.origin(of: "length") == .linked(module: "ValidatorKit"))
        #expect(registry.origin(of: "iban")?.libraryPath == "/opt/libA.so")
        #expect(registry.origin(of: "nope") == nil)
    }

    @Test(arguments: [
        (
            DescribedPlugin(identifier: "my plugin"),
            "Plugin 'my plugin' cannot be registered: identifier 'my plugin' should be lower-case ASCII letters, digits and dashes"
        ),
        (DescribedPlugin(identifier: "Card"), "Plugin 'Card' cannot be registered: identifier 'Card' should be lower-case ASCII letters, digits and dashes"),
        (DescribedPlugin(identifier: "blank", summary: ""), "Plugin 'blank' cannot be registered: plugin 'blank' has no summary"),
        (
            DescribedPlugin(identifier: "digits", options: [
                OptionDescription(name: "count", type: .integer, defaultValue: .string("ten"), documentation: "How many digits")
            ]),
            "Plugin 'digits' cannot be registered: the default 'ten' of option 'count' does not fit its type integer"
        ),
        (
            DescribedPlugin(identifier: "twice", options: [
                OptionDescription(name: "a", type: .boolean, documentation: ""),
                OptionDescription(name: "a", type: .boolean, documentation: "Twice"),
            ]),
            "Plugin 'twice' cannot be registered: option 'a' is described twice"
        ),
    ])
    func aMalformedPluginIsRefusedSayingWhatToFix(plugin: DescribedPlugin, message: String) {
        let registry = ValidatorRegistry()
        let error = #expect(throws: ValidatorConfigurationError.self) { try registry.register(plugin) }
        #expect(error?.code == .invalidPlugin)
        #expect(error.map { "\($0)" } == message)
        #expect(registry.identifiers.isEmpty)
    }


    @Test func anUnknownPluginNamesTheRegisteredOnes() throws {
        let registry = try registry()
        let error = try #require(throws: ValidatorConfigurationError.self) { try registry.makeValidator("nope") }
        #expect("\(error)" == "Unknown plugin 'nope'; registered plugins: charset, date, length, matches, one-of, range, required, required-if")
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
        #expect(try registry().identifiers == ["charset", "date", "length", "matches", "one-of", "range", "required", "required-if"])
    }

    @Test func registriesAreIndependentInstances() throws {
        let first = try registry()
        let second = ValidatorRegistry()
        #expect(first.identifiers.count == 8)
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

/// A plugin described by the test, whose validators accept everything.
struct DescribedPlugin: ValidatorPlugin, CustomTestStringConvertible {
    let identifier: String
    var summary = "Accepts everything"
    var options: [OptionDescription] = []
    let failureCodes: [FailureCodeDescription] = []

    func make(_ options: ValidatorOptions) throws -> any Validator {
        ValidatorChain([])
    }

    var testDescription: String { "'\(identifier)'" }
}
