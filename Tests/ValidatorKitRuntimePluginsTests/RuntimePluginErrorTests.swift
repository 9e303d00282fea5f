import Testing
import ValidatorKitRuntimePlugins

@Suite struct RuntimePluginErrorTests {
    @Test(arguments: [
        (RuntimePluginError.missingFile("/a.so"), RuntimePluginError.Code.missingFile, "runtime_plugin.missing_file"),
        (.cannotOpen("/a.so", reason: "invalid ELF header"), .cannotOpen, "runtime_plugin.cannot_open"),
        (.missingEntryPoint("/a.so"), .missingEntryPoint, "runtime_plugin.missing_entry_point"),
        (.registrationFailed("/a.so", reason: "no"), .registrationFailed, "runtime_plugin.registration_failed"),
    ])
    func eachCaseHasItsCode(error: RuntimePluginError, code: RuntimePluginError.Code, rawValue: String) {
        #expect(error.code == code)
        #expect(error.code.rawValue == rawValue)
        #expect("\(error.code)" == rawValue)
    }

    @Test func codesOfDifferentCasesDiffer() {
        let codes: Set<RuntimePluginError.Code> = [.missingFile, .cannotOpen, .missingEntryPoint, .registrationFailed]
        #expect(codes.count == 4)
    }

    @Test func messagesNameTheFileAndTheReason() {
        #expect(
            "\(RuntimePluginError.cannotOpen("/a.so", reason: "invalid ELF header"))"
                == "Cannot load '/a.so' as a shared library: invalid ELF header")
        #expect(
            "\(RuntimePluginError.registrationFailed("/a.so", reason: "A plugin with identifier 'iban' is already registered"))"
                == "Cannot register the plugins of '/a.so': A plugin with identifier 'iban' is already registered")
    }

    @Test func theEntryPointNameIsTheVersionTwoSymbol() {
        #expect(RuntimePluginInterface.entryPointName == "validatorkit_plugins_v2")
    }
}
