import Testing
import ValidatorKit

/// A dependent validator inside a list item reads its own item's fields first, then the
/// record's root: each account's confirmation matches that account's password, and a field the
/// item lacks is read from the root.
@Suite struct DependentItemTests {
    static let spec = #"""
        {"fields": [
          {"id": "owner", "title": "Owner", "required": true},
          {"id": "accounts", "title": "Accounts", "type": "list", "item": {"type": "group", "fields": [
            {"id": "password", "title": "Password", "secure": true, "required": true},
            {"id": "confirm", "title": "Confirmation", "secure": true,
             "validators": [{"plugin": "matches", "options": {"field": "password"}}]},
            {"id": "signature", "title": "Signature", "validators": [{"plugin": "matches", "options": {"field": "owner"}}]}]}}
        ]}
        """#

    @Test func eachItemReadsItsOwnFieldsThenTheRoot() throws {
        let verdict = try recordValidator(Self.spec).validate(json: #"""
            {"owner":"Ada","accounts":[
              {"password":"first-secret","confirm":"first-secret","signature":"Ada"},
              {"password":"second-secret","confirm":"first-secret","signature":"Bob"}]}
            """#)
        #expect(verdict.reported == [
            ["$.accounts[1].confirm", "/accounts/1/confirm", "matches.mismatch", "Does not match Password"],
            ["$.accounts[1].signature", "/accounts/1/signature", "matches.mismatch", "Does not match Owner"],
        ])
    }

    @Test func aDependencyOnAFieldOutsideTheItemAndTheRootIsASpecError() throws {
        let spec = #"""
            {"fields": [
              {"id": "address", "type": "group", "fields": [{"id": "street"}]},
              {"id": "items", "type": "list", "item": {"type": "group", "fields": [
                {"id": "copy", "validators": [{"plugin": "matches", "options": {"field": "street"}}]}]}}
            ]}
            """#
        #expect(throws: FormSpecError(
            path: "fields[1].item.fields[0].validators[0].options",
            problem: "no field has the identifier 'street'; fields: copy, address, items")
        ) {
            try recordValidator(spec)
        }
    }
}
