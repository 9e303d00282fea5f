import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing
import ValidatorKitServer

/// The live form's pages over real HTTP: the form's page in the language asked for, under a
/// content security policy; the index of forms for a browser; the assets; and the page's form
/// posted without JavaScript, answered with a page.
@Suite struct LivePageTests {
    private func get(_ client: any TestClientProtocol, _ uri: String, _ headers: HTTPFields = [:]) async throws -> TestResponse {
        try await client.execute(uri: uri, method: .get, headers: headers)
    }

    @Test func theFormsPageHasAFieldPerPathUnderAContentSecurityPolicy() async throws {
        try await withLiveServer { client in
            let response = try await get(client, "/forms/payment")
            #expect(response.status == .ok)
            #expect(response.headers[.contentType] == "text/html; charset=utf-8")
            #expect(response.headers[.contentSecurityPolicy] == "default-src 'self'")
            #expect(response.headers[.contentLanguage] == "en")
            let page = String(buffer: response.body)
            #expect(page.contains(#"<form id="live-form" method="post" action="/forms/payment" data-live="/forms/payment/live?lang=en""#))
            #expect(page.contains(#"<input name="card" id="field-card" aria-invalid="false" aria-describedby="message-card" type="text""#))
            #expect(page.contains(#"<input name="cvc" id="field-cvc" aria-invalid="false" aria-describedby="message-cvc" type="password""#))
            #expect(page.contains(#"<label for="field-card" class="title">Card number</label>"#))
            #expect(page.contains(#"<p class="message" id="message-cvc"></p>"#))
            #expect(page.contains(#"<script src="/assets/form.js" defer></script>"#))
            // Nothing inline: the policy would refuse it.
            #expect(!page.contains("<script>") && !page.contains("<style") && !page.contains("style="))
        }
    }

    @Test func aGermanBrowserGetsGermanTitlesAndWords() async throws {
        try await withLiveServer { client in
            let response = try await get(client, "/forms/signup", [.acceptLanguage: "de-CH, en;q=0.5"])
            #expect(response.headers[.contentLanguage] == "de")
            let page = String(buffer: response.body)
            #expect(page.contains(#"<html lang="de">"#))
            #expect(page.contains(#"<label for="field-username" class="title">Benutzername</label>"#))
            #expect(page.contains(#"placeholder="Buchstaben und Ziffern""#))
            #expect(page.contains(#"<label for="field-confirm" class="title">Passwort bestätigen</label>"#))
            #expect(page.contains(#"<button type="submit" id="submit">Absenden</button>"#))
            #expect(page.contains(#"data-live="/forms/signup/live?lang=de""#))
        }
    }

    /// The password a `password` plugin judges is a new password with the plugin's rules (NIST
    /// SP 800-63B's 15 to 64 characters for signup.json's), so a browser's generator makes one
    /// the form accepts; another secure field (a card's security code) is neither.
    @Test func aNewPasswordCarriesItsRulesForPasswordGenerators() async throws {
        try await withLiveServer { client in
            let signup = String(buffer: try await get(client, "/forms/signup").body)
            #expect(signup.contains(
                #"<input name="password" id="field-password" aria-invalid="false" aria-describedby="message-password" type="password" placeholder="" autocomplete="new-password" passwordrules="minlength: 15; maxlength: 64;" spellcheck="false">"#
            ))
            #expect(signup.components(separatedBy: "passwordrules=").count == 2, "the confirmation has no rules of its own")
            let payment = String(buffer: try await get(client, "/forms/payment").body)
            #expect(!payment.contains("passwordrules") && !payment.contains("new-password"))
        }
    }

    @Test func groupsListsAndChoicesAreDrawnAsTheSpecNestsThem() async throws {
        try await withLiveServer { client in
            let page = String(buffer: try await get(client, "/forms/profile").body)
            #expect(page.contains(#"<fieldset class="group" data-group="address"><legend>Address</legend>"#))
            #expect(page.contains(#"<select name="address.country" id="field-address.country""#))
            #expect(page.contains(#"<option value="DE">DE</option>"#))
            #expect(page.contains(#"<fieldset class="list" data-list="phones"><legend>Phones</legend>"#))
            #expect(page.contains(#"<div class="item" data-item="phones[0]">"#))
            #expect(page.contains(#"<input name="phones[0]" id="field-phones[0]""#))
            #expect(page.contains(#"<button type="button" class="remove" data-remove="phones[0]">Remove</button>"#))
            #expect(page.contains(#"<button type="button" class="add" data-add="phones">Add</button>"#))
        }
    }

    /// Every field of checkout.json is on the page; those that do not apply before any answer
    /// (the state, the VAT number, every variant's fields) are marked for the script to hide,
    /// and a variant is offered by its title.
    @Test func fieldsThatDoNotApplyYetAreOnThePageMarkedSo() async throws {
        try await withLiveServer { client in
            let page = String(buffer: try await get(client, "/forms/checkout").body)
            #expect(page.contains(#"<div class="field" data-field="country" data-mark="none" data-applies="true">"#))
            for hidden in ["state", "vat", "payment.number", "payment.expiry", "payment.iban", "payment.reference"] {
                #expect(page.contains(#"<div class="field" data-field="\#(hidden)" data-mark="none" data-applies="false""#), "\(hidden)")
            }
            #expect(page.contains(#"<div class="field" data-field="payment.method" data-mark="none" data-applies="true">"#))
            #expect(page.contains(#"<option value="bank">Bank transfer</option>"#))
            #expect(page.contains(#"<p id="changes" role="status" aria-live="polite"></p>"#))
            #expect(page.contains(#"data-appeared-words="Now asked: {fields}" data-disappeared-words="No longer asked: {fields}""#))
        }
    }

    @Test func theIndexLinksEveryFormForABrowserAndStaysJSONOtherwise() async throws {
        try await withLiveServer { client in
            let page = try await get(client, "/", [.accept: "text/html,application/xhtml+xml;q=0.9,*/*;q=0.8"])
            #expect(page.headers[.contentType] == "text/html; charset=utf-8")
            #expect(page.headers[.contentSecurityPolicy] == "default-src 'self'")
            let html = String(buffer: page.body)
            for form in ["payment", "profile", "signup"] {
                #expect(html.contains(#"<a href="/forms/\#(form)">\#(form)</a>"#))
            }
            let json = try await get(client, "/", [.accept: "application/json"])
            #expect(json.headers[.contentType] == "application/json")
        }
    }

    @Test func theAssetsAreServedFromTheResources() async throws {
        try await withLiveServer { client in
            let script = try await get(client, "/assets/form.js")
            #expect(script.status == .ok)
            #expect(script.headers[.contentType] == "text/javascript; charset=utf-8")
            #expect(String(buffer: script.body).contains("new WebSocket(url)"))
            let style = try await get(client, "/assets/form.css")
            #expect(style.headers[.contentType] == "text/css; charset=utf-8")
            #expect(String(buffer: style.body).contains(".field .title.floating"))
            #expect(try await get(client, "/forms/nonsense").status == .notFound)
        }
    }

    @Test func withoutJavaScriptThePostedFormIsAnsweredWithAPage() async throws {
        try await withLiveServer { client in
            let headers: HTTPFields = [.contentType: "application/x-www-form-urlencoded", .acceptLanguage: "de"]
            let refused = try await client.execute(
                uri: "/forms/payment", method: .post, headers: headers,
                body: ByteBuffer(string: "name=Ada+Lovelace&card=3782+822463+10005&expiry=&cvc=123"))
            #expect(refused.status == .unprocessableContent)
            #expect(refused.headers[.contentType] == "text/html; charset=utf-8")
            #expect(refused.headers[.contentSecurityPolicy] == "default-src 'self'")
            let refusal = String(buffer: refused.body)
            #expect(refusal.contains(#"<section id="answer" data-status="422">"#))
            #expect(refusal.contains(#"<li data-path="$.expiry"><code>$.expiry</code> Gültig bis (MM JJ) ist erforderlich</li>"#))
            #expect(refusal.contains(#"<li data-path="$.cvc">"#))
            #expect(!refusal.contains("123"))

            let accepted = try await client.execute(
                uri: "/forms/payment", method: .post, headers: headers,
                body: ByteBuffer(string: "name=Ada%20Lovelace&card=3782%20822463%2010005&expiry=\(PaymentRouteTests.expiry)&cvc=1234"))
            #expect(accepted.status == .created)
            let answer = String(buffer: accepted.body)
            #expect(answer.contains(#"<section id="answer" data-status="201">"#))
            #expect(answer.contains("378282246310005"))
            // The page held a security code: it is left out, and no cache keeps the page.
            #expect(!answer.contains("1234") && !answer.contains("cvc"))
            #expect(accepted.headers[.cacheControl] == "no-store")
            #expect(refused.headers[.cacheControl] == "no-store")
        }
    }

    private static let urlencoded: HTTPFields = [.contentType: "application/x-www-form-urlencoded"]

    @Test func aNamePostedTwiceIsRefusedNotJoined() async throws {
        try await withLiveServer { client in
            let answer = try await client.execute(
                uri: "/forms/payment", method: .post, headers: Self.urlencoded,
                body: ByteBuffer(string: "name=Ada&name=Bob&card=378282246310005&expiry=\(PaymentRouteTests.expiry)&cvc=1234"))
            #expect(answer.status == .badRequest)
            let page = String(buffer: answer.body)
            #expect(page.contains("The field &#39;name&#39; is given twice"))
            #expect(!page.contains("AdaBob"))
        }
    }

    @Test func aFourthPhoneOfAThreePhoneListIsTooMany() async throws {
        try await withLiveServer { client in
            let phones = (0..<4).map { "phones[\($0)]=020+7946+00\(10 + $0)" }.joined(separator: "&")
            let answer = try await client.execute(
                uri: "/forms/profile", method: .post, headers: Self.urlencoded,
                body: ByteBuffer(string: "name=Ada+Lovelace&age=36&address.country=GB&address.street=Baker+Street&\(phones)"))
            #expect(answer.status == .unprocessableContent)
            #expect(String(buffer: answer.body).contains(#"<li data-path="$.phones">"#))
            // The same record as JSON is refused the same way.
            let json = try await post(
                client, "/profile",
                #"{"name":"Ada Lovelace","age":36,"address":{"country":"GB","street":"Baker Street"},"phones":["020 7946 0010","020 7946 0011","020 7946 0012","020 7946 0013"]}"#)
            #expect(try Problem(json).errors?.map(\.code) == ["list.too_many"])
        }
    }
}
