import Testing
import ValidatorKit
import ValidatorKitTesting
import ValidatorKitTesting

/// The demo's `username` plugin: its local part, its directory's answers on the fields' clock,
/// and its messages in every shipped language.
@Suite struct UsernamePluginTests {
    @Test func thePluginConformsAndItsCatalogIsComplete() {
        let plugin = UsernamePlugin(directory: SimulatedUsernameDirectory(clock: ManualFieldClock()))
        #expect(PluginConformance.problems(of: plugin) == [])
        for description in plugin.failureCodes {
            #expect(PluginConformance.catalogProblems(of: description) == [])
            #expect(Set(description.code.messages?.locales ?? []) == Set(MessageLocale.shipped))
        }
    }

    @Test(arguments: [
        ("al", "incomplete"),
        ("alice", "valid"),
        ("jane.doe_1984", "valid"),
        ("al ice", "invalid username.character 'Character 3 is not a letter, digit, '.', '_' or '-''"),
        (String(repeating: "a", count: 21), "invalid username.length 'A username has at most 20 characters'"),
    ])
    func theLocalPartJudgesCharactersAndLength(text: String, expected: String) {
        let validator = UsernameValidator(directory: SimulatedUsernameDirectory(clock: ManualFieldClock()))
        let verdict = validator.validate(text)
        let shown = verdict.failure.map { "invalid \($0.code) '\($0.message(in: .english))'" } ?? verdict.name
        #expect(shown == expected)
    }

    @Test func theDirectoryAnswersAfterItsDelayOnTheClock() {
        let clock = ManualFieldClock()
        let field = Field(
            identifier: "username", title: "Username",
            validation: ValidatorChain([UsernameValidator(directory: SimulatedUsernameDirectory(clock: clock))]), clock: clock)
        field.beginEditing()
        field.paste("Alice")
        clock.advance(by: .milliseconds(300), updating: [field])
        #expect(field.isChecking)
        clock.advance(by: .milliseconds(799), updating: [field])
        #expect(field.isChecking)
        clock.advance(by: .milliseconds(1), updating: [field])
        #expect(field.validity.failure?.code == .usernameTaken)
        #expect(field.errorMessage == "This username is taken")
        field.locale = MessageLocale(language: "ja")
        #expect(field.errorMessage == "このユーザー名は使用されています")
    }
}
