import Observation
import Testing
import ValidatorKit
import ValidatorKitTesting

/// A form built from a spec with groups, lists and typed fields: paths as identifiers, items
/// added and removed at run time, choosing fields, and the record the form submits.
@Suite struct NestedFormTests {
    let registry: ValidatorRegistry

    init() throws {
        registry = ValidatorRegistry()
        try registry.register(BasicValidators.all)
    }

    /// A spec of every type: a group, a list of texts, a list of groups whose confirmation reads
    /// its own item's email, typed fields.
    static let spec = """
        {"fields": [
          {"id": "email", "title": "Email", "required": true},
          {"id": "age", "type": "integer", "title": "Age"},
          {"id": "height", "type": "number", "title": "Height"},
          {"id": "address", "type": "group", "title": "Address", "fields": [
            {"id": "country", "type": "choice", "choices": ["GB", "DE", "US"], "title": "Country", "required": true},
            {"id": "street", "title": "Street"}]},
          {"id": "phones", "type": "list", "title": "Phones", "minItems": 1, "maxItems": 3,
           "item": {"title": "Phone", "required": true}},
          {"id": "contacts", "type": "list", "title": "Contacts", "item": {"type": "group", "title": "Contact", "fields": [
            {"id": "email", "title": "Contact email"},
            {"id": "confirm", "title": "Confirm", "validators": [{"plugin": "matches", "options": {"field": "email"}}]}]}},
          {"id": "newsletter", "type": "boolean", "title": "Newsletter"}
        ]}
        """

    func makeForm() throws -> Form {
        try FormSpec.decode(Array(Self.spec.utf8)).makeForm(registry: registry)
    }

    @Test func groupAndListFieldsAreFieldsOfTheFormUnderTheirPaths() throws {
        let form = try makeForm()
        #expect(form.fields.map(\.identifier) == [
            "email", "age", "height", "address.country", "address.street", "phones[0]", "contacts[0].email",
            "contacts[0].confirm", "newsletter",
        ])
        #expect(form.fields.map(\.title) == [
            "Email", "Age", "Height", "Country", "Street", "Phone", "Contact email", "Confirm", "Newsletter",
        ])
    }

    @Test func containersNameTheGroupListAndItemOfAField() throws {
        let form = try makeForm()
        let street = try #require(form.field("address.street"))
        #expect(form.containers(of: street) == [FormContainer(kind: .group, path: "address", title: "Address", index: nil)])
        let confirm = try #require(form.field("contacts[0].confirm"))
        #expect(form.containers(of: confirm) == [
            FormContainer(kind: .list, path: "contacts", title: "Contacts", index: nil),
            FormContainer(kind: .item, path: "contacts[0]", title: "Contact", index: 0),
        ])
        #expect(form.containers(of: try #require(form.field("email"))) == [])
    }

    @Test func addingAnItemAppendsItsFieldsAfterTheListAndRespectsMaxItems() throws {
        let form = try makeForm()
        let added = form.addItem(toList: "phones")
        #expect(added.map(\.identifier) == ["phones[1]"])
        #expect(form.fields.map(\.identifier)[5...7] == ["phones[0]", "phones[1]", "contacts[0].email"])
        form.addItem(toList: "phones")
        #expect(!form.canAddItem(toList: "phones"))
        #expect(form.addItem(toList: "phones").isEmpty)
        #expect(form.fields.filter { $0.identifier.hasPrefix("phones") }.count == 3)
        #expect(form.addItem(toList: "nothing").isEmpty)
    }

    @Test func removingAnItemRenumbersTheItemsAfterItAndKeepsTheFirst() throws {
        let form = try makeForm()
        form.addItem(toList: "phones")
        form.addItem(toList: "phones")
        form.fields[6].paste("second")
        form.fields[7].paste("third")
        #expect(form.removeItem("phones[1]"))
        #expect(form.field("phones[1]")?.text == "third")
        #expect(form.field("phones[2]") == nil)
        #expect(form.removeItem("phones[1]"))
        #expect(!form.canRemoveItem("phones[0]"))
        #expect(!form.removeItem("phones[0]"))
        #expect(form.fields.map(\.identifier).filter { $0.hasPrefix("phones") } == ["phones[0]"])
    }

    /// A field shared with a second form (`Form(fields:)`, laid out after the first) is that
    /// form's: when the first removes the item holding it, a confirmation in the second still
    /// hears every change of it.
    @Test func aRemovedItemsFieldKeepsTheFormThatSharesIt() throws {
        let form = try makeForm()
        let shared = try #require(form.addItem(toList: "phones").first)
        #expect(shared.identifier == "phones[1]")
        let confirm = Field(
            identifier: "confirm", title: "Confirm phone",
            validation: ValidatorChain([MatchesValidator(otherField: "phones[1]")], isRequired: true))
        let sharing = Form(fields: [shared, confirm])
        shared.paste("555")
        confirm.paste("555")
        #expect(confirm.validity == .valid)
        #expect(form.removeItem("phones[1]"))
        #expect(!form.allFields.contains { $0 === shared })
        shared.deleteBackward()
        #expect(confirm.validity.failure?.code.rawValue == "matches.mismatch", "the confirmation hears '55'")
        #expect(sharing.submit() == .refused(confirm))
    }

    @Test func observersOfTheFieldsHearAnItemAddedAndRemoved() throws {
        let form = try makeForm()
        final class Heard: @unchecked Sendable {  // written and read on the test's thread only
            var count = 0
        }
        let heard = Heard()
        withObservationTracking { _ = form.fields } onChange: { heard.count += 1 }
        form.addItem(toList: "phones")
        #expect(heard.count == 1)
        withObservationTracking { _ = form.fields } onChange: { heard.count += 1 }
        form.removeItem("phones[1]")
        #expect(heard.count == 2)
    }

    @Test func aNewItemsFieldsTakeTheDelegateOfTheItemBefore() throws {
        let form = try makeForm()
        let delegate = RecordingDelegate()
        form.field("phones[0]")?.delegate = delegate
        let added = try #require(form.addItem(toList: "phones").first)
        #expect(added.delegate === delegate)
        added.paste("1")
        #expect(delegate.events.contains(.textChanged("phones[1]", "1")))
    }

    @Test func removingTheFocusedItemEndsItsEditingAndFocusesTheFieldTakingItsPlace() throws {
        let form = try makeForm()
        form.addItem(toList: "phones")
        let removed = try #require(form.field("phones[0]"))
        form.focus(form.fields.firstIndex { $0 === removed })
        #expect(form.removeItem("phones[0]"))
        #expect(!removed.isActive)
        #expect(form.focusedField?.identifier == "phones[0]")
        #expect(form.focusedField !== removed)
        #expect(form.focusedField?.isActive == true)
    }

    @Test func nextAndSubmitFollowTheNewFieldOrder() throws {
        let form = try makeForm()
        form.focus(form.fields.firstIndex { $0.identifier == "phones[0]" })
        form.addItem(toList: "phones")
        #expect(form.focusedField?.identifier == "phones[0]")
        form.next()
        #expect(form.focusedField?.identifier == "phones[1]")
        form.fields[0].paste("ada@example.com")
        form.field("address.country")?.cycleChoice(by: 1)
        form.field("phones[0]")?.paste("0123")
        guard case .refused(let field) = form.submit() else {
            Issue.record("a form with an empty required phone was accepted")
            return
        }
        #expect(field.identifier == "phones[1]")
        #expect(field.errorMessage == "Phone is required")
    }

    @Test func aDependentValidatorInAnItemReadsItsOwnItemFirst() throws {
        let form = try makeForm()
        form.fields[0].paste("root@example.com")
        form.addItem(toList: "contacts")
        try #require(form.field("contacts[0].email")).paste("first@example.com")
        try #require(form.field("contacts[1].email")).paste("second@example.com")
        let confirm = try #require(form.field("contacts[1].confirm"))
        confirm.paste("second@example.com")
        #expect(confirm.validity == .valid)
        try #require(form.field("contacts[1].email")).deleteBackward()
        #expect(confirm.validity.failure?.code == .matchesMismatch)
        #expect(form.removeItem("contacts[0]"))
        #expect(form.field("contacts[0].confirm") === confirm)
        try #require(form.field("contacts[0].email")).insert("m")
        #expect(confirm.validity == .valid)
    }

    @Test func aDependentValidatorInAnItemReadsItsOwnItemAtTheEndOfEditingToo() throws {
        let form = try makeForm()
        form.fields[0].paste("root@example.com")
        try #require(form.field("contacts[0].email")).paste("first@example.com")
        let confirm = try #require(form.field("contacts[0].confirm"))
        confirm.beginEditing()
        confirm.paste("first@")
        #expect(confirm.validity == .incomplete)
        confirm.endEditing()
        // Unfinished against its own item's email, as in a form without items; never held to
        // the form's own email, which it does not begin.
        #expect(confirm.validity.failure?.code == .inputIncomplete)
    }

    @Test func aDependentValidatorInAnItemReadsTheFormWhereItsItemHasNoSuchField() throws {
        let spec = """
            {"fields": [
              {"id": "password", "title": "Password"},
              {"id": "people", "type": "list", "title": "People", "item": {"type": "group", "fields": [
                {"id": "confirm", "title": "Confirm", "validators": [{"plugin": "matches", "options": {"field": "password"}}]}]}}
            ]}
            """
        let form = try FormSpec.decode(Array(spec.utf8)).makeForm(registry: registry)
        form.fields[0].paste("secret")
        let confirm = try #require(form.field("people[0].confirm"))
        confirm.paste("secrex")
        #expect(confirm.validity.failure?.code == .matchesMismatch)
        form.fields[0].deleteBackward()
        form.fields[0].insert("x")
        #expect(confirm.validity == .valid)
    }

    @Test func numberFieldsTakeOnlyWhatCanSpellANumber() throws {
        let form = try makeForm()
        let age = try #require(form.field("age"))
        #expect(age.paste("4x2").notAccepted == 1)
        #expect(age.text == "42")
        let height = try #require(form.field("height"))
        height.beginEditing()
        height.paste("1.")
        #expect(height.validity == .incomplete)
        height.insert("8")
        #expect(height.validity == .valid)
        height.insert(".")
        #expect(height.validity.failure?.code == .numberSyntax)
        #expect(height.validity.failure?.message(in: .english) == "Character 4 does not belong in a number such as 2.5")
        age.insert("-")
        #expect(age.validity.failure?.message(in: .english) == "Character 3 does not belong in a whole number such as 42")
    }

    @Test func aChoiceFieldCyclesThroughItsChoicesAndRefusesTyping() throws {
        let form = try makeForm()
        let country = try #require(form.field("address.country"))
        #expect(country.choices == ["GB", "DE", "US"])
        #expect(country.insert("G").notAccepted == 1)
        #expect(country.text == "")
        country.cycleChoice(by: -1)
        #expect(country.text == "US")
        country.cycleChoice(by: 1)
        #expect(country.text == "GB")
        country.cycleChoice(by: 1)
        #expect(country.text == "DE")
        #expect(!country.choose("FR"))
        #expect(country.choose("US"))
        #expect(country.validity == .valid)
        let newsletter = try #require(form.field("newsletter"))
        #expect(newsletter.choices == ["true", "false"])
        newsletter.cycleChoice(by: 1)
        #expect(newsletter.text == "true")
        newsletter.cycleChoice(by: 1)
        #expect(newsletter.text == "false")
        #expect(try #require(form.field("email")).choices == [])
    }

    @Test func theRecordIsTypedAndNestedAndLeavesOutWhatIsEmpty() throws {
        let form = try makeForm()
        form.fields[0].paste("ada@example.com")
        form.field("age")?.paste("36")
        form.field("height")?.paste("1.5")
        form.field("address.country")?.choose("GB")
        form.field("phones[0]")?.paste("020 7946 0000")
        form.addItem(toList: "phones")
        form.addItem(toList: "contacts")
        form.field("contacts[1].email")?.paste("bob@example.com")
        form.field("newsletter")?.choose("false")
        #expect(form.record == [
            "email": "ada@example.com", "age": 36, "height": 1.5, "address": ["country": "GB"],
            "phones": ["020 7946 0000"], "contacts": [["email": "bob@example.com"]], "newsletter": false,
        ])
    }

    @Test func theRecordOfTheFormIsWhatTheRecordValidatorOfTheSpecJudges() throws {
        let spec = try FormSpec.decode(Array(Self.spec.utf8))
        let form = try spec.makeForm(registry: registry)
        form.fields[0].paste("ada@example.com")
        let records = try spec.makeRecordValidator(registry: registry)
        #expect(records.validate(form.record).failures.map(\.path).contains("$.email") == false)
    }

    @Test func aSpecListWithoutAnItemIsAnError() throws {
        let spec = #"{"fields": [{"id": "phones", "type": "list"}]}"#
        #expect(throws: FormSpecError.self) { try FormSpec.decode(Array(spec.utf8)).makeForm(registry: registry) }
        do {
            _ = try FormSpec.decode(Array(spec.utf8)).makeForm(registry: registry)
        } catch {
            #expect(error.description == "fields[0].item: is missing; a list needs the field spec of its items")
        }
    }
}
