import ValidatorKitPhone
import Testing
import ValidatorKit
import ValidatorKitTesting

@Suite struct PhonePluginTests {
    @Test func conformsToThePluginContract() {
        #expect(PluginConformance.problems(of: PhonePlugin()) == [])
        #expect(
            PluginConformance.problems(
                of: PhonePlugin(), options: ["region": .string("GB"), "types": .string("mobile,fixed-line")],
                inputs: ["020 7031 3000", "＋４４ ２０ ７０３１ ３０００", "+١٦٥٠٢٥٣٠٠٠٠", "650~253", "+"]) == [])
    }

    @Test func theConformanceInputsReachEveryCodeTheLibraryAnswers() {
        // `phone.failure` needs libphonenumber to fail (out of memory), which no input causes.
        let options: [String: JSONValue] = ["region": .string("GB"), "types": .string("mobile")]
        let inputs = ["020 7031 3000x", "+999 1234 5678", "+1 650 253 00000", "+1 650 053 0000", "020 7031 3000"]
        #expect(PluginConformance.problems(of: PhonePlugin(), options: options, inputs: inputs) == [])
        #expect(PluginConformance.unreachedCodes(of: PhonePlugin(), options: options, inputs: inputs) == [.phoneFailure])
    }

    @Test func describesItsOptions() {
        let plugin = PhonePlugin()
        #expect(plugin.identifier == "phone")
        #expect(plugin.options.map(\.name) == ["region", "types", "regionField"])
        #expect(plugin.options.first?.defaultValue == .string("US"))
        #expect(plugin.options.last?.defaultValue == nil)
    }

    @Test func buildsValidatorsThroughARegistry() throws {
        let registry = ValidatorRegistry()
        try registry.register(PhonePlugin())
        let us = try registry.makeValidator("phone")
        #expect(us.validate("+1 650-253-0000") == .valid)
        #expect(us.validate("+1 650") == .incomplete)
        #expect(us.validate("+1 650 253 00000").failure?.code == .phoneTooLong)
        let gb = try registry.makeValidator("phone", options: ["region": .string("GB")])
        #expect(gb.validate("020 7031 3000") == .valid)
        #expect(gb.detailsProvider?.details(for: "+1 650-253-0000")["e164"] == .string("+16502530000"))
        #expect(gb.textFormatter?.formatted("02070313000") == "020 7031 3000")
        #expect(gb.inputFilter?.accepts("+") == true)
    }

    @Test(arguments: [
        ("mobile", [PhoneNumberType.mobile]),
        ("mobile,fixed-line", [.mobile, .fixedLine]),
        (" toll-free , uan ", [.tollFree, .universalAccess]),
        ("voip premium-rate", [.voip, .premiumRate]),
    ])
    func readsTheTypesOption(list: String, types: [PhoneNumberType]) throws {
        let validator = try PhonePlugin().make(ValidatorOptions(["types": .string(list)]))
        #expect((validator as? PhoneValidator)?.allowedTypes == Set(types))
    }

    @Test(arguments: ["cell", "mobile,cell", "", " , ", "Mobile", "fixed_line"])
    func refusesUnknownTypeNamesListingTheKnownOnes(list: String) throws {
        let registry = ValidatorRegistry()
        try registry.register(PhonePlugin())
        #expect {
            try registry.makeValidator("phone", options: ["types": .string(list)])
        } throws: { error in
            String(describing: error)
                == "Option 'types' of plugin 'phone' cannot be '\(list)': expected a comma-separated list of "
                + "fixed-line, mobile, fixed-line-or-mobile, toll-free, premium-rate, shared-cost, voip, "
                + "personal-number, pager, uan, voicemail"
        }
    }

    @Test func refusesAnUnsupportedRegionListingTheSupportedOnes() throws {
        let registry = ValidatorRegistry()
        try registry.register(PhonePlugin())
        #expect {
            try registry.makeValidator("phone", options: ["region": .string("Narnia")])
        } throws: { error in
            String(describing: error)
                == "Option 'region' of plugin 'phone' cannot be 'Narnia': expected an ISO 3166 alpha-2 code "
                + "of a region libphonenumber supports: " + PhoneValidator.supportedRegions.joined(separator: ", ")
        }
    }
}
