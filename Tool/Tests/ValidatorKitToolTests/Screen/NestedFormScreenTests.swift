import Testing
import ValidatorKitBatch
import ValidatorKitSession
import ValidatorKitTesting
import ValidatorKitTool

/// How the screen draws a nested form: each group and list once under its title, an item that
/// is a group with its number, and the list and choice keys where the focused field takes them.
@Suite struct NestedFormScreenTests {
    let spec = #"""
        {"fields": [
          {"id": "address", "type": "group", "title": "Address", "fields": [
            {"id": "country", "type": "choice", "choices": ["GB", "DE"], "title": "Country"},
            {"id": "street", "title": "Street"}]},
          {"id": "contacts", "type": "list", "title": "Contacts", "item": {"type": "group", "title": "Contact", "fields": [
            {"id": "email", "title": "Email"}]}},
          {"id": "note", "title": "Note"}
        ]}
        """#

    func frame(_ recorded: RecordedSession) -> [String] {
        let content = ScreenContent(
            heading: "nested", descriptions: recorded.session.descriptions, appearances: recorded.session.appearances,
            lastSubmit: nil, log: [])
        return ScreenRenderer(columns: 80, rows: 40).render(content).plainText.map {
            String($0.reversed().drop { $0 == " " }.reversed())
        }
    }

    @Test func groupsListsAndItemsAreShownOnceUnderTheirTitles() throws {
        let recorded = try RecordedSession(spec: spec)
        try recorded.apply(.focus("contacts[0].email"), .addItem(list: nil))
        let rows = frame(recorded)
        #expect(rows.filter { $0 == " Address" }.count == 1)
        #expect(rows.filter { $0 == " Contacts" }.count == 1)
        #expect(rows.contains("   Contact 1"))
        #expect(rows.contains("   Contact 2"))
        let address = try #require(rows.firstIndex(of: " Address"))
        let contacts = try #require(rows.firstIndex(of: " Contacts"))
        #expect(address < contacts)
    }

    @Test func theListAndChoiceKeysShowWhereTheFocusedFieldTakesThem() throws {
        let recorded = try RecordedSession(spec: spec)
        try recorded.apply(.focus("address.country"))
        #expect(frame(recorded).contains(" Space or ←/→ choose"))
        try recorded.apply(.focus("contacts[0].email"))
        #expect(frame(recorded).contains(" Ctrl-N add an item · Ctrl-D remove this item"))
        #expect(frame(recorded).contains(" Alt-U undo · Alt-E redo · Ctrl-R reset"))
        try recorded.apply(.focus("note"))
        #expect(!frame(recorded).contains { $0.contains("Ctrl-N") || $0.contains("choose") })
        #expect(frame(recorded).contains(" Alt-U undo · Alt-E redo · Ctrl-R reset"))
    }
}
