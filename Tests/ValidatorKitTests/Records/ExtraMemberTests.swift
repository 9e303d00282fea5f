import Foundation
import Testing
import ValidatorKit

/// `"extraMembers": "refuse"` makes each member no field names, at any depth, an
/// `input.unknown_member` at its own path, after the failures of the object's fields; by
/// default such members are dropped from the value.
@Suite struct ExtraMemberTests {
    static func spec(_ extraMembers: String) -> String {
        #"""
        {"extraMembers": "\#(extraMembers)", "fields": [
          {"id": "name", "title": "Name"},
          {"id": "address", "title": "Address", "type": "group", "fields": [{"id": "street", "title": "Street"}]},
          {"id": "contacts", "title": "Contacts", "type": "list", "item": {"type": "group", "fields": [{"id": "email", "title": "Email"}]}}
        ]}
        """#
    }

    static let line = #"""
        {"name":"Ada","admin":true,"address":{"street":"1 Main St","zip":"LS1"},"contacts":[{"email":"a@b.c"},{"email":"d@e.f","phone":"1"}]}
        """#

    @Test func eachUnknownMemberIsRefusedAtItsPath() throws {
        let verdict = try recordValidator(Self.spec("refuse")).validate(json: Self.line)
        #expect(verdict.reported == [
            ["$.address.zip", "/address/zip", "input.unknown_member", "'zip' is not a field of this form"],
            ["$.contacts[1].phone", "/contacts/1/phone", "input.unknown_member", "'phone' is not a field of this form"],
            ["$.admin", "/admin", "input.unknown_member", "'admin' is not a field of this form"],
        ])
    }

    @Test func byDefaultUnknownMembersAreDroppedFromTheValue() throws {
        let verdict = try recordValidator(Self.spec("ignore")).validate(json: Self.line)
        #expect(verdict.value == [
            "name": "Ada", "address": ["street": "1 Main St"], "contacts": [["email": "a@b.c"], ["email": "d@e.f"]],
        ])
    }

    /// The member names of RFC 6901's example document (section 5) and the pointers it gives for
    /// them; the JSONPath of each odd name is written in brackets.
    @Test(arguments: [
        ("a/b", "/a~1b", #"$["a/b"]"#), ("c%d", "/c%d", #"$["c%d"]"#), ("e^f", "/e^f", #"$["e^f"]"#),
        ("g|h", "/g|h", #"$["g|h"]"#), (#"i\j"#, #"/i\j"#, #"$["i\\j"]"#), (#"k"l"#, #"/k"l"#, #"$["k\"l"]"#),
        (" ", "/ ", #"$[" "]"#), ("m~n", "/m~0n", #"$["m~n"]"#), ("", "/", #"$[""]"#), ("foo", "/foo", "$.foo"),
    ])
    func theMemberIsNamedByAnEscapedPointer(member: String, pointer: String, path: String) throws {
        let key = String(decoding: try JSONEncoding.quoted(member), as: UTF8.self)
        let verdict = try recordValidator(Self.spec("refuse")).validate(json: "{\(key):1}")
        #expect(verdict.failures.map(\.pointer) == [pointer])
        #expect(verdict.failures.map(\.path) == [path])
    }
}

/// A string as a JSON string literal, by Foundation's encoder.
private enum JSONEncoding {
    static func quoted(_ text: String) throws -> [UInt8] {
        Array(try JSONEncoder().encode(text))
    }
}
