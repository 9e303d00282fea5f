import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

/// Problem details in the best language of `Accept-Language`, said in `Content-Language`, with
/// `Vary: Accept-Language`; the texts are the shipped catalogs'.
@Suite struct LanguageTests {
    private static let shortName =
        #"{"name":"A","card":"4242424242424242","expiry":"\#(PaymentRouteTests.expiry)","cvc":"123"}"#

    @Test func aSwissGermanClientGetsGermanProblemDetails() async throws {
        try await withLiveServer { client in
            let response = try await client.execute(
                uri: "/payment", method: .post,
                headers: [.contentType: "application/json", .acceptLanguage: "de-CH, en;q=0.5"],
                body: ByteBuffer(string: Self.shortName))
            #expect(response.status == .unprocessableContent)
            #expect(response.headers[.contentLanguage] == "de")
            #expect(response.headers[.vary] == "Accept-Language")
            #expect(try Problem(response) == Problem(
                type: "https://validatorkit.dev/problems/invalid-record", title: "Der Datensatz ist ungültig", status: 422,
                detail: "1 Wert ist ungültig", code: nil,
                errors: [.init("name", "length.too_short", "Mindestens 2 Zeichen erforderlich")]))
        }
    }

    /// A message naming a field names it by its title in the client's language (the spec's
    /// `titles`).
    @Test(arguments: [
        ("de", "Sicherheitscode ist erforderlich"), ("fr", "Le champ Code de sécurité est obligatoire"),
        ("ja", "セキュリティコードは必須です"), ("en", "Security code is required"),
    ])
    func aFieldIsNamedByItsTitleInTheClientsLanguage(language: String, detail: String) async throws {
        try await withLiveServer { client in
            let response = try await client.execute(
                uri: "/payment", method: .post, headers: [.contentType: "application/json", .acceptLanguage: language],
                body: ByteBuffer(string: #"{"name":"Ada Lovelace","card":"4242424242424242","expiry":"\#(PaymentRouteTests.expiry)"}"#))
            #expect(try Problem(response).errors == [.init("cvc", "required.missing", detail)])
        }
    }

    /// A message naming another field names it by that field's title in the client's language:
    /// `signup.json` titles the password `Passwort` in German, and the catalog's `matches.mismatch`
    /// is `Stimmt nicht mit {field} überein`.
    @Test func anotherFieldAMessageNamesIsTitledInTheClientsLanguage() async throws {
        try await withLiveServer { client in
            let response = try await client.execute(
                uri: "/signup", method: .post, headers: [.contentType: "application/json", .acceptLanguage: "de"],
                body: ByteBuffer(string: #"{"username":"ada1815","invite":"ABCD2345","password":"correct horse battery","confirm":"correct horse batterx"}"#))
            #expect(try Problem(response).errors == [.init("confirm", "matches.mismatch", "Stimmt nicht mit Passwort überein")])
        }
    }

    @Test(arguments: [
        ("es", "es", "No existe ese formulario", "No hay ningún formulario en esta dirección; formularios: checkout, masked, payment, profile, signup"),
        ("fr-CA, en;q=0.9", "fr", "Ce formulaire n'existe pas", "Aucun formulaire à cette adresse ; formulaires : checkout, masked, payment, profile, signup"),
        ("en;q=0.1, ja;q=0.8", "ja", "そのフォームはありません", "このアドレスにフォームはありません。フォーム: checkout, masked, payment, profile, signup"),
        ("pt-BR, da;q=0.9", "en", "No such form", "No form at this address; forms: checkout, masked, payment, profile, signup"),
    ])
    func anUnknownFormIsRefusedInTheBestLanguage(acceptLanguage: String, language: String, title: String, detail: String) async throws {
        try await withLiveServer { client in
            let response = try await client.execute(
                uri: "/transfer", method: .post, headers: [.acceptLanguage: acceptLanguage], body: ByteBuffer(string: "{}"))
            #expect(response.status == .notFound)
            let problem = try Problem(response)
            #expect(problem.title == title)
            #expect(problem.detail == detail)
            #expect(response.headers[.contentLanguage] == language)
        }
    }

    @Test func withoutAcceptLanguageTheAnswerIsEnglish() async throws {
        try await withLiveServer { client in
            let response = try await post(client, "/payment", Self.shortName)
            #expect(response.headers[.contentLanguage] == "en")
            #expect(try Problem(response).errors == [.init("name", "length.too_short", "Must be at least 2 characters")])
        }
    }
}
