import Testing
import ValidatorKitBatch
import ValidatorKitSession
import ValidatorKitTool
import ValidatorKit

/// A plugin standing in for one built on another branch, taking the options it is given.
struct StandInPlugin: ValidatorPlugin {
    let identifier: String
    let summary = "Accepts everything"
    let options: [OptionDescription]
    let failureCodes: [FailureCodeDescription] = []

    func make(_ options: ValidatorOptions) throws -> any Validator {
        ValidatorChain([])
    }
}

@Suite struct DefaultFormTests {
    func prepare(_ builder: DefaultFormBuilder = DefaultFormBuilder(), registry: ValidatorRegistry) throws -> PreparedForm {
        try builder.prepare(registry: registry, clock: ManualFieldClock())
    }

    /// A registry with only the core plugins and `standIns`, so the tests hold whichever
    /// plugins the build has.
    func coreRegistry(with standIns: [any ValidatorPlugin] = []) throws -> ValidatorRegistry {
        let registry = ValidatorRegistry()
        try registry.register(BasicValidators.all + standIns)
        return registry
    }

    @Test func theFieldsComeInTheIssuesOrderWithThePasswordAndItsConfirmationSecure() throws {
        let prepared = try prepare(registry: ToolRegistry.make(loading: []))
        #expect(prepared.descriptions.map(\.identifier) == ["email", "card", "phone", "date", "otp", "username", "password", "confirm"])
        #expect(prepared.descriptions.map(\.title) == ["Email", "Card number", "Phone", "Date (MM/DD/YYYY)", "One-time code", "Username", "Password", "Confirm password"])
        #expect(prepared.descriptions.map(\.isSecure) == [false, false, false, false, false, false, true, true])
        #expect(prepared.form.fields.map(\.identifier) == prepared.descriptions.map(\.identifier))
    }

    /// The demo's registry has every built-in plugin, so every field is the real one: a plugin
    /// missing from the build is a failure here, not a stand-in.
    @Test func withTheToolRegistryEveryFieldIsTheRealOne() throws {
        let registry = try ToolRegistry.make(loading: [])
        for plugin in ["regex", "card", "phone", "mask", "otp", "username", "length"] {
            #expect(registry.identifiers.contains(plugin), "plugin '\(plugin)' is not registered by ToolRegistry")
        }
        let prepared = try prepare(registry: registry)
        #expect(prepared.descriptions.map(\.note) == Array(repeating: nil, count: 8))
        for (description, plugin) in zip(prepared.descriptions, ["regex", "card", "phone", "mask", "otp", "username", "length", "matches"]) {
            #expect(description.plugins.contains(plugin), "field '\(description.identifier)'")
        }
    }

    /// With only the core plugins, each field whose plugin is missing is a stand-in that names
    /// it and is built from core plugins alone.
    @Test func aFieldWhosePluginIsMissingIsAStandInThatSaysSo() throws {
        let registry = try coreRegistry()
        let prepared = try prepare(registry: registry)
        #expect(prepared.descriptions.map(\.note) == [
            "stand-in: plugin 'regex' is not in this build",
            "stand-in: plugin 'card' is not in this build",
            "stand-in: plugin 'phone' is not in this build",
            "stand-in: plugin 'mask' is not in this build",
            "stand-in: plugin 'otp' is not in this build",
            "stand-in: plugin 'username' is not in this build",
            nil, nil,
        ])
        for description in prepared.descriptions {
            #expect(description.plugins.allSatisfy(registry.identifiers.contains), "field '\(description.identifier)'")
        }
    }

    @Test func theRealFieldAppearsAsSoonAsItsPluginIsRegistered() throws {
        let regex = StandInPlugin(identifier: "regex", options: [OptionDescription(name: "preset", type: .string, documentation: "")])
        let without = try prepare(registry: coreRegistry())
        #expect(without.descriptions[0].note == "stand-in: plugin 'regex' is not in this build")
        #expect(without.descriptions[0].plugins == ["length"])
        let with = try prepare(registry: coreRegistry(with: [regex]))
        #expect(with.descriptions[0].note == nil)
        #expect(with.descriptions[0].plugins == ["regex"])
    }

    @Test func aPluginThatRefusesTheOptionsLeavesTheStandInWithTheReasonButNoSecret() throws {
        let otp = StandInPlugin(identifier: "otp", options: [OptionDescription(name: "digits", type: .integer, documentation: "")])
        let prepared = try prepare(DefaultFormBuilder(otpSecret: "MYSECRETBASE32"), registry: coreRegistry(with: [otp]))
        let code = try #require(prepared.descriptions.first { $0.identifier == "otp" })
        #expect(code.note == "stand-in: plugin 'otp' refused its options: Plugin 'otp' has no option 'secret'; its options are digits")
        #expect(code.plugins == ["charset", "length"])
    }

    @Test func theCommandLineReachesThePhoneAndOneTimeCodePlugins() {
        let builder = DefaultFormBuilder(region: "GB", otpSecret: "MYSECRETBASE32")
        #expect(builder.extraOptions(for: "phone") == ["region": .string("GB")])
        #expect(builder.extraOptions(for: "otp") == ["secret": .string("MYSECRETBASE32")])
        #expect(builder.extraOptions(for: "length") == [:])
    }

    @Test func theRegionReachesThePhonePlugin() throws {
        let phone = StandInPlugin(identifier: "phone", options: [OptionDescription(name: "region", type: .choice(["US", "GB"]), documentation: "")])
        #expect(try prepare(DefaultFormBuilder(region: "GB"), registry: coreRegistry(with: [phone])).descriptions[2].note == nil)
        let refused = try prepare(DefaultFormBuilder(region: "XX"), registry: coreRegistry(with: [phone])).descriptions[2].note
        #expect(refused == "stand-in: plugin 'phone' refused its options: Option 'region' of plugin 'phone' expects one of US, GB, got 'XX'")
    }
}
