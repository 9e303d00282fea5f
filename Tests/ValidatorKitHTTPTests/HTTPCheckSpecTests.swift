import Testing
import ValidatorKit
import ValidatorKitHTTP

/// The spec of the README and the DocC catalog builds a form whose field asks the endpoint only
/// once its other validators agree.
@Suite struct HTTPCheckSpecTests {
    static let spec = #"""
        {"fields": [
          {"id": "username", "title": "Username", "required": true,
           "validators": [
             {"plugin": "length", "options": {"min": 3, "max": 20}},
             {"plugin": "http", "options": {"url": "https://example.com/names/{value}/available",
                                            "member": "available", "message": "This username is taken",
                                            "timeout": 2000, "debounce": 300}}
           ]}
        ]}
        """#

    init() {
        // Read before this suite's http validator loads libcurl (LibcurlMapping.swift).
        _ = libcurlWasMappedBeforeTheFirstValidator
    }

    @Test func theDocumentedSpecBuildsAFieldThatChecksOnlyAValidText() throws {
        let registry = ValidatorRegistry()
        try registry.register(BasicValidators.all + [HTTPCheckPlugin()])
        let clock = ManualFieldClock()
        let form = try FormSpec.decode(Self.spec.utf8).makeForm(registry: registry, clock: clock)
        let field = try #require(form.field("username"))
        field.beginEditing()
        _ = field.paste("al")
        #expect(field.nextCheckDeadline == nil)
        _ = field.insert("i")
        #expect(field.nextCheckDeadline == .milliseconds(300))
        #expect(field.validity == .incomplete)
        #expect(!field.isChecking)
    }
}
