import Hummingbird
import HummingbirdTesting
import NIOCore
import Testing

/// `POST /signup`, validated by `Examples/Specs/signup.json`, over a real socket.
@Suite struct SignupRouteTests {
    @Test func aValidSignupIsAnsweredWithTheRecord() async throws {
        try await withLiveServer { client in
            let response = try await post(
                client, "/signup",
                #"{"username":"ada1815","name":"Ada Lovelace","invite":"ABCD2345","password":"correct horse battery","confirm":"correct horse battery"}"#)
            #expect(response.status == .created)
            // The secure password and its confirmation are not sent back.
            #expect(try jsonObject(response) == ["username": "ada1815", "name": "Ada Lovelace", "invite": "ABCD2345"])
        }
    }

    /// With the simulated directory on (`--demo-directory`), a submission asks it, as the live
    /// page does while typing: `alice` is taken (the directory's example names), in the
    /// testing kit's catalog words.
    @Test(arguments: [("en", "This username is taken"), ("de", "Dieser Benutzername ist vergeben")])
    func aTakenUsernameIsRefusedAsThePageSays(language: String, detail: String) async throws {
        try await withLiveServer { client in
            let response = try await client.execute(
                uri: "/signup", method: .post, headers: [.contentType: "application/json", .acceptLanguage: language],
                body: ByteBuffer(string: #"{"username":"alice","invite":"ABCD2345","password":"correct horse battery","confirm":"correct horse battery"}"#))
            #expect(response.status == .unprocessableContent)
            #expect(try Problem(response).errors == [.init("username", "username.taken", detail)])
        }
    }

    @Test func missingFieldsAreEachRequired() async throws {
        try await withLiveServer { client in
            let response = try await post(client, "/signup", "{}")
            #expect(response.status == .unprocessableContent)
            #expect(try Problem(response) == Problem(
                type: "https://validatorkit.dev/problems/invalid-record", title: "The record is not valid", status: 422,
                detail: "4 values are not valid", code: nil, errors: [
                .init("username", "required.missing", "Username is required"),
                .init("invite", "required.missing", "Invite code is required"),
                .init("password", "required.missing", "Password is required"),
                .init("confirm", "required.missing", "Confirm password is required"),
            ]))
        }
    }

    @Test func aNumberWhereAStringBelongsIsAWrongType() async throws {
        try await withLiveServer { client in
            let response = try await post(
                client, "/signup", #"{"username":1815,"invite":"ABCD2345","password":"correct horse battery","confirm":"correct horse battery"}"#)
            #expect(response.status == .unprocessableContent)
            #expect(try Problem(response).errors == [
                .init("username", "input.type", "Username must be a string, not a number")
            ])
        }
    }

    @Test func nullIsAMissingValue() async throws {
        try await withLiveServer { client in
            let response = try await post(
                client, "/signup", #"{"username":null,"invite":"ABCD2345","password":"correct horse battery","confirm":"correct horse battery"}"#)
            #expect(response.status == .unprocessableContent)
            #expect(try Problem(response).errors == [.init("username", "required.missing", "Username is required")])
        }
    }

    @Test func everyFailingFieldIsListedInFormOrder() async throws {
        try await withLiveServer { client in
            let response = try await post(
                client, "/signup", #"{"password":"short","confirm":"shirt","invite":"ABCD-234","username":"ad"}"#)
            #expect(response.status == .unprocessableContent)
            #expect(try Problem(response).errors == [
                .init("username", "length.too_short", "Must be at least 3 characters"),
                .init("invite", "charset.character", "Character 5 is not allowed; expected only '23456789ABCDEFGHJKLMNPQRSTUVWXYZ'"),
                .init("password", "password.too_short", "Must be at least 15 characters"),
                .init("confirm", "matches.mismatch", "Does not match Password"),
            ])
        }
    }
}
