import Testing
import ValidatorKit
import ValidatorKitTesting

/// Where an app draws the caret in ``Field/displayedText``.
@Suite struct DisplayedCursorTests {
    /// Shows digits in pairs joined by dashes, `12-34-5`, as a formatter that adds its own
    /// separators does.
    struct PairsFormatter: Validator, TextFormatter {
        func validate(_ text: String) -> Validity { .valid }

        func formatted(_ text: String) -> String {
            stride(from: 0, to: text.count, by: 2)
                .map { String(text.dropFirst($0).prefix(2)) }
                .joined(separator: "-")
        }
    }

    @Test func theCaretSkipsTheSpaceAfterAFullSectionOnlyWhenTextFollowsIt() {
        let field = Field(identifier: "code", title: "Code", sections: SectionLayout(arrayLiteral: 3, 3))
        field.paste("123")
        #expect(field.displayedText == "123")
        #expect(field.displayedCursor == 3)
        field.insert("4")
        #expect(field.displayedText == "123 4")
        #expect(field.displayedCursor == 5)
        field.moveCursor(by: -1)
        #expect(field.displayedCursor == 4)
        field.moveCursor(by: -1)
        #expect(field.displayedCursor == 2)
    }

    @Test func charactersBeyondShrunkenSectionsAreCountedPastTheirSpace() {
        let dataSource = InMemoryDataSource([2, 2])
        let field = Field(identifier: "code", title: "Code", dataSource: dataSource)
        field.paste("1234")
        dataSource.sectionLengths = [2]
        field.reloadSections()
        #expect(field.displayedText == "12 34")
        #expect(field.displayedCursor == 5)
    }

    @Test func aSecureFieldsCaretFollowsItsMaskedSections() {
        let field = Field(identifier: "pin", title: "PIN", isSecure: true, sections: SectionLayout(arrayLiteral: 2, 2), revealDuration: .zero)
        field.paste("123")
        #expect(field.displayedText == "•• •")
        #expect(field.displayedCursor == 4)
    }

    @Test func theDefaultMatchingCountsCharactersNotBytes() {
        let formatter = PairsFormatter()
        #expect(formatter.displayedOffsets(of: "12345", in: "12-34-5") == [0, 1, 3, 4, 6])
        // A carriage return and a line feed are one character, in ASCII as anywhere.
        #expect(formatter.displayedOffsets(of: "1\r\n2", in: "1\r\n-2") == [0, 1, 3])
        // An emoji shown before the digits counts once, though it takes four bytes.
        #expect(formatter.displayedOffsets(of: "12", in: "👍 12") == [2, 3])
        #expect(formatter.displayedOffsets(of: "é1", in: "é-1") == [0, 2])
    }

    @Test func aFormattedFieldsCaretFollowsTheTypedCharactersIntoTheFormattedText() {
        let field = Field(identifier: "number", title: "Number", validation: ValidatorChain([PairsFormatter()]))
        field.paste("12345")
        #expect(field.displayedText == "12-34-5")
        #expect(field.displayedCursor == 7)
        field.moveCursor(by: -2)
        #expect(field.displayedCursor == 4)
        field.moveCursor(by: -3)
        #expect(field.displayedCursor == 0)
    }

    @Test func anUnsectionedFieldsCaretIsItsCursor() {
        let field = Field(identifier: "name", title: "Name")
        field.paste("Zoë 👨‍👩‍👧")
        field.moveCursor(by: -1)
        #expect(field.displayedCursor == 4)
    }
}
