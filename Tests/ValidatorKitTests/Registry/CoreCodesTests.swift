import Testing
import ValidatorKit
import ValidatorKitTesting

/// The core's codes, as ``FailureCodeDescription/coreCodes`` lists them for `list --codes`.
@Suite struct CoreCodesTests {
    @Test func everyCoreCodeHasItsMessagesInEveryShippedLanguage() {
        for description in FailureCodeDescription.coreCodes {
            #expect(PluginConformance.catalogProblems(of: description) == [], "\(description.code)")
        }
    }

    @Test func theListingHoldsTheCodesOfFieldsRecordsAndHostsOnce() {
        let codes = FailureCodeDescription.coreCodes.map(\.code.rawValue)
        #expect(Set(codes).count == codes.count)
        #expect(Set(codes).isSuperset(of: [
            "required.missing", "input.incomplete", "input.type", "input.encoding", "input.json", "check.timeout",
            "input.too_large", "input.media_type", "form.unknown",
        ]))
    }

    @Test func theBasicPluginsDeclareTheCoreDescriptions() {
        #expect(LengthPlugin().failureCodes == FailureCodeDescription.coreCodes.filter { $0.code.rawValue.hasPrefix("length.") })
    }

    @Test func aServersRefusalRendersFromTheCoreCatalog() {
        let failure = ValidationFailure(code: .inputTooLarge, arguments: ["limit": 1_048_576])
        #expect(failure.message(in: .english) == "The body is larger than 1048576 bytes")
        #expect(failure.message(in: MessageLocale(language: "de")) == "Der Inhalt ist größer als 1048576 Byte")
    }
}
