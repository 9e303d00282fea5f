import Testing
import ValidatorKitHTTP

@Suite struct HTTPCheckURLTemplateTests {
    @Test(arguments: [
        ("https://example.com/names/{value}", "a b/c?", "https://example.com/names/a%20b%2Fc%3F"),
        ("http://127.0.0.1:8080/check?name={value}&v=1", "x&y=z#w", "http://127.0.0.1:8080/check?name=x%26y%3Dz%23w&v=1"),
        ("https://example.com/{value}", "é 日", "https://example.com/%C3%A9%20%E6%97%A5"),
        ("https://example.com/{value}/{value}", "a.b-c_d~e", "https://example.com/a.b-c_d~e/a.b-c_d~e"),
        ("HTTPS://example.com/{value}", "%", "HTTPS://example.com/%25"),
    ])
    func theTextIsPercentEncodedWhereverValueStands(template: String, text: String, url: String) throws {
        let template = try #require(HTTPCheckURLTemplate(template))
        #expect(template.url(for: text)?.absoluteString == url)
    }

    @Test(arguments: [
        "ftp://example.com/{value}", "mailto:someone@example.com", "example.com/{value}", "/names/{value}",
        "https:///names/{value}", "https://exa mple.com/{value}", "https://example.com/{other}", "",
    ])
    func aTemplateThatIsNotAnHTTPURLWithAHostIsRefused(template: String) {
        #expect(HTTPCheckURLTemplate(template) == nil)
    }

    @Test func aTemplateSaysWhetherItHasAPlaceholder() throws {
        #expect(try #require(HTTPCheckURLTemplate("https://example.com/{value}")).containsPlaceholder)
        #expect(try !#require(HTTPCheckURLTemplate("https://example.com/check")).containsPlaceholder)
    }
}
