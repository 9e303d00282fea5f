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
                == "'\(libc)' is not a ValidatorKit plugin: it exports neither 'validatorkit_plugins_v2' nor 'validatorkit_plugins_v1'")
    }

    @Test func aVersionOneLibraryStillLoadsWithVerdictsOnly() throws {
        // The fixture library is written against the version-1 entry point and host.
        let library = try DescribedPluginLibrary(descriptor: DescribedPluginLibrary.descriptor(identifier: "acme-code"))
        defer { library.remove() }
        let registry = ValidatorRegistry()
        try RuntimePluginLoader.load(library.path, into: registry)
        let validator = try registry.makeValidator("acme-code")
        #expect(validator.validate("anything") == .valid)
        #expect(validator.inputFilter == nil)
        #expect(validator.sectionLayoutProvider == nil)
        #expect(validator.textFormatter == nil)
    }

    @Test func theSameFileLoadedTwiceIsLoadedOnce() throws {
        let library = try DescribedPluginLibrary(descriptor: DescribedPluginLibrary.descriptor(identifier: "acme-code"))
        defer { library.remove() }
        let registry = ValidatorRegistry()
        #expect(try RuntimePluginLoader.load(library.path, into: registry) == ["acme-code"])
        let samePlace = library.folder.appendingPathComponent("./../\(library.folder.lastPathComponent)/\(DescribedPluginLibrary.fileName)")
        #expect(try RuntimePluginLoader.load(samePlace.path, into: registry) == ["acme-code"])
        #expect(registry.identifiers == ["acme-code"])
        #expect(registry.origin(of: "acme-code") == .library(path: library.path))
    }

    @Test func aClashWithABuiltInPluginSaysItIsBuiltInAndSuggestsAPrefix() throws {
        let library = try DescribedPluginLibrary(descriptor: DescribedPluginLibrary.descriptor(identifier: "length"))
        defer { library.remove() }
        let registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
        let error = try #require(throws: RuntimePluginError.self) { try RuntimePluginLoader.load(library.path, into: registry) }
        #expect(error.code == .registrationFailed)
        #expect(
            "\(error)"
                == "Cannot register the plugins of '\(library.path)': A plugin with identifier 'length' is already registered, "
                + "built into ValidatorKit; give yours a vendor prefix, such as 'acme-length'")
    }

    @Test func aClashBetweenLibrariesNamesTheFirstLibrary() throws {
        let first = try DescribedPluginLibrary(descriptor: DescribedPluginLibrary.descriptor(identifier: "isbn"))
        let second = try DescribedPluginLibrary(descriptor: DescribedPluginLibrary.descriptor(identifier: "isbn"))
        defer {
            first.remove()
            second.remove()
        }
        let registry = ValidatorRegistry()
        try RuntimePluginLoader.load(first.path, into: registry)
        let error = try #require(throws: RuntimePluginError.self) { try RuntimePluginLoader.load(second.path, into: registry) }
        #expect(
            "\(error)"
                == "Cannot register the plugins of '\(second.path)': A plugin with identifier 'isbn' is already registered, "
                + "loaded from '\(first.path)'; give yours a vendor prefix, such as 'acme-isbn'")
    }

    @Test(arguments: [
        (
            DescribedPluginLibrary.descriptor(identifier: "my plugin"),
            "Plugin 'my plugin' cannot be registered: identifier 'my plugin' should be lower-case ASCII letters, digits and dashes"
        ),
        (DescribedPluginLibrary.descriptor(identifier: "blank", summary: ""), "Plugin 'blank' cannot be registered: plugin 'blank' has no summary"),
        (
            DescribedPluginLibrary.descriptor(
                identifier: "digits",
                options: #"[{"name":"count","type":"integer","defaultValue":"ten","documentation":"How many digits","isSecret":false}]"#),
            "Plugin 'digits' cannot be registered: the default 'ten' of option 'count' does not fit its type integer"
        ),
    ])
    func aMalformedPluginIsRefusedAtLoadSayingWhatToFix(descriptor: String, problem: String) throws {
        let library = try DescribedPluginLibrary(descriptor: descriptor)
        defer { library.remove() }
        let registry = ValidatorRegistry()
        let error = try #require(throws: RuntimePluginError.self) { try RuntimePluginLoader.load(library.path, into: registry) }
        #expect("\(error)" == "Cannot register the plugins of '\(library.path)': \(problem)")
        #expect(registry.identifiers.isEmpty)
    }
}
