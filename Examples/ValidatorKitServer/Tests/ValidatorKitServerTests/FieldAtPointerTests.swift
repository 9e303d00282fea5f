import Testing
import ValidatorKit
import ValidatorKitServer

/// `FormSpec.field(at:)`: the field an RFC 6901 pointer into a record names, at any depth.
@Suite struct FieldAtPointerTests {
    private let spec: FormSpec

    init() throws {
        spec = try FormSpec.decode(Array(#"""
            {"fields": [
              {"id": "address", "type": "group", "title": "Address", "fields": [
                {"id": "country", "title": "Country", "titles": {"de": "Land"}}]},
              {"id": "phones", "type": "list", "title": "Phone", "titles": {"de": "Telefon"}, "item": {}},
              {"id": "a/b~c", "title": "Odd"}
            ]}
            """#.utf8))
    }

    @Test(arguments: [
        ("/address/country", "Land"),
        ("/address", "Address"),
        ("/phones/1", "Telefon"),
        ("/a~1b~0c", "Odd"),
    ])
    func aPointerNamesItsField(pointer: String, germanTitle: String) {
        #expect(spec.field(at: pointer)?.title(in: MessageLocale(language: "de")) == germanTitle)
    }

    @Test(arguments: ["", "/", "/nope", "/phones/first", "/address/country/extra", "address"])
    func aPointerToNoFieldIsNil(pointer: String) {
        #expect(spec.field(at: pointer) == nil)
    }
}
