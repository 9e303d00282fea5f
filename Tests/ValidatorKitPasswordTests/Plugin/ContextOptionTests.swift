import Testing
import ValidatorKit
import ValidatorKitPassword

/// The `context` option names fields as a spec writes a list: a JSON array of strings. The text
/// a command line gives (`--option context=username,name`) is read as the same list.
@MainActor
@Suite struct ContextOptionTests {
    private func form(context: String) throws(FormSpecError) -> Form {
        let registry = ValidatorRegistry()
        try? registry.register(PasswordPlugin())
        let spec = """
            {"fields": [{"id": "username"}, {"id": "name"},
                        {"id": "password", "secure": true,
                         "validators": [{"plugin": "password", "options": {"context": \(context)}}]}]}
            """
        return try FormSpec.decode(Array(spec.utf8)).makeForm(registry: registry)
    }

    private func verdict(of password: String, username: String, name: String, context: String) throws -> Validity {
        let form = try form(context: context)
        for (identifier, text) in [("username", username), ("name", name), ("password", password)] {
            let field = try #require(form.field(identifier))
            field.beginEditing()
            for character in text { field.insert(character) }
            field.endEditing()
        }
        // The full verdict, shown once editing ends.
        return try #require(form.field("password")).validity
    }

    @Test(arguments: [#"["username", "name"]"#, #""username, name""#])
    func aPasswordHoldingAContextFieldsWordIsRefused(context: String) throws {
        let holdingName = try verdict(of: "quartz-marguerite-lantern", username: "zephyr", name: "Marguerite", context: context)
        #expect(holdingName.failure?.code == .passwordContext)
        let holdingUsername = try verdict(of: "quartz-zephyr-lantern-94", username: "zephyr", name: "Marguerite", context: context)
        #expect(holdingUsername.failure?.code == .passwordContext)
        let holdingNeither = try verdict(of: "quartz-violet-lantern-94", username: "zephyr", name: "Marguerite", context: context)
        #expect(holdingNeither.failure?.code != .passwordContext)
    }

    @Test func anItemThatIsNotAStringIsNamedByItsPath() throws {
        let error = try #require(throws: FormSpecError.self) { try form(context: #"["username", 5]"#) }
        #expect(error.description == "fields[2].validators[0].options.context[1]: "
            + "Option 'context' of plugin 'password' expects a list of strings, got '5' at [1]")
    }

    @Test func aValueThatIsNoListIsRefusedNamingTheType() throws {
        let error = try #require(throws: FormSpecError.self) { try form(context: "true") }
        #expect(error.description == "fields[2].validators[0].options.context: "
            + "Option 'context' of plugin 'password' expects a list of strings, got 'true'")
    }
}
