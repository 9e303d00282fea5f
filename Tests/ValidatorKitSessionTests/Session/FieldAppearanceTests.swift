import Testing
import ValidatorKitBatch
import ValidatorKitSession
import ValidatorKitTesting
import ValidatorKit

@Suite struct FieldAppearanceTests {
    @Test func anEmptyUnfocusedFieldHasItsTitleInsideAndNoMark() {
        let appearance = FieldAppearance(of: Field(identifier: "name", title: "Name"))
        #expect(appearance.titlePosition == .inside)
        #expect(appearance.mark == .none)
        #expect(appearance.message == nil)
    }

    @Test func sectionsAreGroupsWithEmptyOnesForThePlacesStillToFill() throws {
        let recorded = RecordedSession(fields: [Field(identifier: "code", title: "Code", sections: SectionLayout(arrayLiteral: 3, 3))])
        try recorded.apply(.focus("code"), .paste("12"))
        #expect(recorded.appearance("code")?.groups == ["12", ""])
        #expect(recorded.appearance("code")?.drawsSections == true)
        #expect(recorded.appearance("code")?.cursorPlacement == .init(group: 0, offset: 2))
        try recorded.apply(.type("3"))
        #expect(recorded.appearance("code")?.groups == ["123", ""])
        #expect(recorded.appearance("code")?.cursorPlacement == .init(group: 1, offset: 0))
        try recorded.apply(.type("456"))
        #expect(recorded.appearance("code")?.cursorPlacement == .init(group: 1, offset: 3))
        try recorded.apply(.left(4))
        #expect(recorded.appearance("code")?.cursorPlacement == .init(group: 0, offset: 2))
        #expect(recorded.appearance("code")?.displayed == "123 456")
    }

    @Test func theCursorOfAFormattedFieldFollowsTheTypedCharactersIntoTheFormattedText() throws {
        let field = Field(identifier: "phone", title: "Phone", validation: ValidatorChain([ParenthesisedPrefixFormatter()]))
        let recorded = RecordedSession(fields: [field])
        try recorded.apply(.focus("phone"), .type("12345"))
        #expect(recorded.appearance("phone")?.groups == ["(12) 345"])
        #expect(recorded.appearance("phone")?.drawsSections == false)
        #expect(recorded.appearance("phone")?.cursorPlacement == .init(group: 0, offset: 8))
        try recorded.apply(.left(3))
        #expect(recorded.appearance("phone")?.cursorPlacement == .init(group: 0, offset: 3))
        try recorded.apply(.left(2))
        #expect(recorded.appearance("phone")?.cursorPlacement == .init(group: 0, offset: 0))
    }

    @Test func aSecureFieldRevealsItsLastCharacterOnlyOnTheScreen() throws {
        let clock = ManualFieldClock()
        let recorded = RecordedSession(fields: [Field(identifier: "pin", title: "PIN", isSecure: true, clock: clock)], clock: clock)
        try recorded.apply(.focus("pin"), .type("1234"))
        let revealing = try #require(recorded.appearance("pin"))
        #expect(revealing.isRevealing)
        #expect(revealing.revealed == "•••4")
        #expect(revealing.displayed == "••••")
        #expect(revealing.details.isEmpty)
        _ = recorded.wait(.seconds(2))
        #expect(recorded.appearance("pin")?.revealed == "••••")
        #expect(recorded.appearance("pin")?.isRevealing == false)
    }

    @Test func aSecureFieldsTextIsMaskedInAMessageThatQuotesIt() throws {
        let field = Field(identifier: "secret", title: "Secret", isSecure: true, validation: ValidatorChain([QuotingValidator()]))
        let recorded = RecordedSession(fields: [field, Field(identifier: "other", title: "Other")])
        try recorded.apply(.focus("secret"), .type("hunter2"), .next)
        #expect(recorded.appearance("secret")?.message == "'•••••••' is never right")
    }

    @Test func detailsAndTheBrandNameComeFromTheValidators() throws {
        let field = Field(identifier: "card", title: "Card", validation: ValidatorChain([BrandReporter()]))
        let recorded = RecordedSession(fields: [field])
        try recorded.apply(.focus("card"), .type("42"))
        #expect(recorded.appearance("card")?.brandName == "Visa")
        try recorded.apply(.clear, .type("5"))
        #expect(recorded.appearance("card")?.brandName == nil)
    }

    @Test func theMarkFollowsTheDisplayPolicy() throws {
        let recorded = try RecordedSession(spec: #"""
            {"fields": [{"id": "user", "title": "User", "required": true,
                         "validators": [{"plugin": "length", "options": {"min": 3, "max": 5}}]},
                        {"id": "next", "title": "Next"}]}
            """#)
        try recorded.apply(.focus("user"), .type("ab"))
        #expect(recorded.appearance("user")?.mark == .pending)
        #expect(recorded.appearance("user")?.message == nil)
        try recorded.apply(.type("c"))
        #expect(recorded.appearance("user")?.mark == .valid)
        try recorded.apply(.type("def"))
        #expect(recorded.appearance("user")?.mark == .error)
        #expect(recorded.appearance("user")?.message == "Must be at most 5 characters")
        try recorded.apply(.backspace(4), .next)
        #expect(recorded.appearance("user")?.mark == .error)
        #expect(recorded.appearance("user")?.message == "Must be at least 3 characters")
    }
}
