import Testing
import ValidatorKit
import ValidatorKitTesting

/// A linked plugin described as the fixture library's plugin is, whose validator accepts
/// everything, or refuses the text "a" when `refusesA`.
private struct EverythingPlugin: ValidatorPlugin {
    struct Everything: Validator {
        let refusesA: Bool
        func validate(_ text: String) -> Validity {
            refusesA && text == "a" ? .invalid(ValidationFailure(code: .pluginInvalid, message: "Not 'a'")) : .valid
        }
    }

    let identifier = "acme-everything"
    let summary = "Accepts everything"
    let options: [OptionDescription] = []
    let failureCodes: [FailureCodeDescription] = []
    var refusesA = false

    func make(_ options: ValidatorOptions) throws -> any Validator { Everything(refusesA: refusesA) }
}

@Suite struct LoadedPluginComparisonTests {
    @Test func aLibraryAnsweringAsTheLinkedPluginShowsNoDifference() throws {
        let library = try DescribedPluginLibrary(descriptor: DescribedPluginLibrary.descriptor(identifier: "acme-everything"))
        defer { library.remove() }
        #expect(try LoadedPluginComparison.differences(between: EverythingPlugin(), andTheLibraryAt: library.path, inputs: ["b"]) == [])
    }

    @Test func eachDifferenceIsNamed() throws {
        let library = try DescribedPluginLibrary(
            descriptor: DescribedPluginLibrary.descriptor(identifier: "acme-everything", summary: "Accepts anything"))
        defer { library.remove() }
        #expect(
            try LoadedPluginComparison.differences(between: EverythingPlugin(refusesA: true), andTheLibraryAt: library.path) == [
                "the summary differs", "the verdict of '\"a\"' differs", "the verdict on the finished text of '\"a\"' differs",
            ])
    }
}
