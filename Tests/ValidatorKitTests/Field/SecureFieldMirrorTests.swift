import Testing
import ValidatorKit
import ValidatorKitTesting

/// `dump` and debuggers read a field through its mirror, which masks a secure field's text as
/// its description does (the secrets audit found the default mirror showing the password).
@Suite struct SecureFieldMirrorTests {
    func dumped(_ value: Any) -> String {
        var text = ""
        dump(value, to: &text)
        return text
    }

    @Test func dumpOfASecureFieldShowsOnlyMasks() {
        let field = Field(identifier: "password", title: "Password", isSecure: true, clock: ManualFieldClock())
        field.beginEditing()
        field.paste("opensesame")
        let shown = dumped(field)
        let leaks = shown.contains("opensesame") || shown.contains("sesame")
        #expect(!leaks)
        #expect(shown.contains(#"text: "••••••••••""#))
        #expect(String(reflecting: field) == "Field(password: '••••••••••', valid)")
        #expect(!dumped(Form(fields: [field])).contains("sesame"))
    }

    @Test func dumpOfAPlainFieldShowsItsText() {
        let field = Field(identifier: "name", title: "Name")
        field.paste("Ada")
        #expect(dumped(field).contains(#"text: "Ada""#))
    }
}
