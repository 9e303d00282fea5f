import Testing
import ValidatorKit
import ValidatorKitRuntimePlugins

@Suite struct RuntimePluginLoaderTests {
    @Test func aMissingFileIsNamed() {
        #expect(throws: RuntimePluginError.missingFile("/no/such/plugin.so")) {
            try RuntimePluginLoader.load("/no/such/plugin.so", into: ValidatorRegistry())
        }
        #expect("\(RuntimePluginError.missingFile("/no/such/plugin.so"))" == "No plugin library at '/no/such/plugin.so'")
    }

    @Test func aFileThatIsNotALibraryIsRefusedWithTheLoadersReason() throws {
        let error = try #require(throws: RuntimePluginError.self) {
            try RuntimePluginLoader.load(#filePath, into: ValidatorRegistry())
        }
        #expect(error.code == .cannotOpen)
        #expect("\(error)".hasPrefix("Cannot load '\(#filePath)' as a shared library: "))
    }

    @Test func aLibraryWithoutTheEntryPointIsNotAPlugin() throws {
        let libc = "/lib/x86_64-linux-gnu/libc.so.6"
        #expect(throws: RuntimePluginError.missingEntryPoint(libc)) {
            try RuntimePluginLoader.load(libc, into: ValidatorRegistry())
        }
        #expect(
            "\(RuntimePluginError.missingEntryPoint(libc))"
                == "'\(libc)' is not a ValidatorKit plugin: it does not export 'validatorkit_plugins_v1'")
    }
}
