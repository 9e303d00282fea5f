import Foundation
import Testing
import ValidatorKit

@Suite struct FormSpecTests {
    let registry: ValidatorRegistry

    init() throws {
        registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
    }

    func fixture(_ name: String) throws -> [UInt8] {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        return Array(try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    @Test func aSpecBuildsAFormWithItsFieldsInOrder() throws {
        let form = try FormSpec.decode(fixture("signup.json")).makeForm(registry: registry)
        #expect(form.fields.map(\.identifier) == ["name", "code", "password"])
        #expect(form.fields[0].placeholder == "Ada Lovelace")
        #expect(form.fields[1].layout == SectionLayout(arrayLiteral: 3, 3))
        #expect(form.fields[2].isSecure)
        #expect(form.fields[2].validation.isRequired)
    }

    @Test func theBuiltValidatorsJudgeTheFields() throws {
        let form = try FormSpec.decode(fixture("signup.json")).makeForm(registry: registry)
        let code = form.fields[1]
        let outcome = code.paste("12-34x5")
        #expect(code.text == "12345")
        #expect(outcome.refusals == [InputRefusal(reason: .notAccepted, count: 1)])
        let password = form.fields[2]
        password.paste("short")
        #expect(password.validity.failure?.code == .lengthTooShort)
    }

    @Test(arguments: [
        ("bad-option-type.json", "fields[2].validators[0].options.max: Option 'max' of plugin 'length' expects an integer, got 'many'"),
        ("unknown-plugin.json", "fields[0].validators[1].plugin: Unknown plugin 'lenght'; registered plugins: charset, date, length, matches, one-of, range, required, required-if"),
        ("unknown-option.json", "fields[0].validators[0].options.alowed: Plugin 'charset' has no option 'alowed'; its options are allowed"),
        ("missing-id.json", "fields[1].id: is missing"),
        ("duplicate-id.json", "fields[1].id: the identifier 'a' is used by an earlier field"),
        ("bad-section.json", "fields[0].sections[1]: expected a section length of at least 1, got 0"),
        ("float-option.json", "fields[0].validators[0].options.min: Option 'min' of plugin 'length' expects an integer, got '2.5'"),
        ("not-json.json", "the document is not valid JSON"),
        ("no-fields.json", "fields: expected at least one field"),
    ])
    func mistakesNameTheirJSONPath(fixtureName: String, message: String) throws {
        let error = try #require(throws: FormSpecError.self) {
            try FormSpec.decode(fixture(fixtureName)).makeForm(registry: registry)
        }
        #expect("\(error)" == message)
    }
}
