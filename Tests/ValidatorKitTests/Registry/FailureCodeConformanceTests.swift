import Foundation
import Testing
import ValidatorKit
import ValidatorKitTesting

/// A plugin whose validator refuses odd lengths with a code, and blank texts with another that
/// the plugin may or may not declare.
private struct EvenLengthPlugin: ValidatorPlugin {
    let identifier = "even-length"
    let summary = "Accepts texts with an even number of characters"
    let options: [OptionDescription] = []
    let failureCodes: [FailureCodeDescription]

    init(failureCodes: [FailureCodeDescription]) {
        self.failureCodes = failureCodes
    }

    func make(_ options: ValidatorOptions) throws -> any Validator {
        EvenLengthValidator()
    }
}

private struct EvenLengthValidator: Validator {
    func validate(_ text: String) -> Validity {
        if text == "odd!!" {
            return .invalid(ValidationFailure(code: .evenLengthUndeclared, message: "Reached only by one input"))
        }
        return text.count.isMultiple(of: 2)
            ? .valid : .invalid(ValidationFailure(code: .evenLengthOdd, message: "Needs an even number of characters"))
    }
}

@Suite struct FailureCodeConformanceTests {
    private let odd = FailureCodeDescription(.evenLengthOdd, message: "Needs an even number of characters")
    private let undeclared = FailureCodeDescription(.evenLengthUndeclared, message: "Reached only by one input")

    @Test func aPluginDeclaringEveryCodeItEmitsConforms() {
        let plugin = EvenLengthPlugin(failureCodes: [odd, undeclared])
        #expect(PluginConformance.problems(of: plugin, inputs: ["odd!!"]) == [])
    }

    @Test func aCodeEmittedOnAHostileInputButNotDeclaredIsReported() {
        let plugin = EvenLengthPlugin(failureCodes: [])
        #expect(PluginConformance.problems(of: plugin) == [
            "code 'even-length.odd' is emitted but not declared in failureCodes of plugin 'even-length'",
        ])
    }

    @Test func aCodeEmittedOnlyOnAGivenInputButNotDeclaredIsReported() {
        let plugin = EvenLengthPlugin(failureCodes: [odd])
        #expect(PluginConformance.problems(of: plugin) == [])
        #expect(PluginConformance.problems(of: plugin, inputs: ["odd!!"]) == [
            "code 'even-length.undeclared' is emitted but not declared in failureCodes of plugin 'even-length'",
        ])
    }

    @Test func aCodeDeclaredTwiceIsReported() {
        let plugin = EvenLengthPlugin(failureCodes: [odd, undeclared, odd])
        #expect(PluginConformance.problems(of: plugin) == ["code 'even-length.odd' is declared twice"])
    }

    @Test func aCodeWithoutANamespaceIsReported() {
        let plugin = EvenLengthPlugin(failureCodes: [odd, FailureCodeDescription(.undotted, message: "No dot")])
        #expect(PluginConformance.problems(of: plugin) == [
            "code 'undotted' is not namespaced: expected a namespace, a dot and a name, such as 'luhn.checksum'",
        ])
    }

    @Test func aDefaultMessageEndingWithAPeriodIsReported() {
        let plugin = EvenLengthPlugin(failureCodes: [
            FailureCodeDescription(.evenLengthOdd, message: "Needs an even number of characters."),
        ])
        #expect(PluginConformance.problems(of: plugin) == [
            "the default message of code 'even-length.odd' ends with a period",
        ])
    }

    @Test(arguments: [
        ("luhn.checksum", "luhn"), ("phone.too_long", "phone"), ("even-length.odd", "even-length"),
        ("undotted", nil), (".leading", nil), ("trailing.", nil),
    ] as [(String, String?)])
    func aCodesNamespaceIsWhatPrecedesItsFirstDot(code: String, namespace: String?) {
        #expect(ValidationFailure.Code(code).namespace == namespace)
    }

    @Test func codesCompareByTheirTextAndEncodeAsAString() throws {
        #expect(ValidationFailure.Code("a.b") < ValidationFailure.Code("a.c"))
        #expect(ValidationFailure.Code(rawValue: "luhn.checksum") == ValidationFailure.Code("luhn.checksum"))
        #expect(ValidationFailure.Code.lengthTooShort.description == "length.too_short")
        let encoded = try JSONEncoder().encode([ValidationFailure.Code.lengthTooShort])
        #expect(String(decoding: encoded, as: UTF8.self) == #"["length.too_short"]"#)
        #expect(try JSONDecoder().decode([ValidationFailure.Code].self, from: encoded).map(\.rawValue) == ["length.too_short"])
    }

    @Test func everyCorePluginDeclaresTheCodesItsValidatorsEmit() {
        #expect(RequiredPlugin().failureCodes.map(\.code.rawValue) == ["required.missing"])
        #expect(LengthPlugin().failureCodes.map(\.code.rawValue) == ["length.too_short", "length.too_long"])
        #expect(CharsetPlugin().failureCodes.map(\.code.rawValue) == ["charset.character"])
        #expect(ValidationFailure.Code.inputIncomplete.rawValue == "input.incomplete")
        #expect(ValidationFailure.Code.inputEncoding.rawValue == "input.encoding")
        #expect(ValidationFailure.Code.inputJSON.rawValue == "input.json")
    }
}
