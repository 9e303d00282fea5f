import Testing
import ValidatorKit
import ValidatorKitTesting

@Suite struct FieldSectionsTests {
    func digitsField(_ lengths: [Int]) -> Field {
        Field(
            identifier: "card", title: "Card number", sections: (try? SectionLayout(lengths)) ?? .unsectioned,
            validation: ValidatorChain([CharsetValidator(allowed: .digits)]))
    }

    @Test func typingFillsSectionsAndAdvancesToTheNext() {
        let field = digitsField([4, 4, 4, 4])
        for digit in "424242" { field.insert(digit) }
        #expect(field.sections == ["4242", "42"])
        #expect(field.displayedText == "4242 42")
        #expect(field.cursor == 6)
    }

    @Test func pasteOfAFormattedNumberDropsSeparatorsAndSpreadsTheRest() {
        let field = digitsField([4, 4, 4, 4])
        let outcome = field.paste("4242 4242-4242 4242")
        #expect(field.text == "4242424242424242")
        #expect(field.sections == ["4242", "4242", "4242", "4242"])
        #expect(outcome.inserted == 16)
        #expect(outcome.droppedSeparators == 3)
        #expect(outcome.refusals.isEmpty)
    }

    @Test func charactersBeyondTheCapacityAreRefusedAndReported() {
        let field = digitsField([3, 3])
        let recorder = RecordingDelegate()
        field.delegate = recorder
        let outcome = field.paste("1234567890")
        #expect(field.text == "123456")
        #expect(outcome.inserted == 6)
        #expect(outcome.refusals == [InputRefusal(reason: .overCapacity, count: 4)])
        #expect(recorder.events.first == .refusedInput("card", InputRefusal(reason: .overCapacity, count: 4)))
        #expect("\(outcome.refusals[0])" == "4 characters do not fit")
    }

    @Test func aLetterInADigitsFieldIsRefusedNotDropped() {
        let field = digitsField([3, 3])
        let outcome = field.insert("x")
        #expect(field.text.isEmpty)
        #expect(outcome.refusals == [InputRefusal(reason: .notAccepted, count: 1)])
        #expect("\(outcome.refusals[0])" == "1 character is not accepted here")
    }

    @Test func deleteBackwardCrossesSectionBoundaries() {
        let field = digitsField([3, 3])
        field.paste("1234")
        field.deleteBackward()
        #expect(field.sections == ["123"])
        field.deleteBackward()
        #expect(field.sections == ["12"])
        field.insert("9")
        field.insert("8")
        #expect(field.sections == ["129", "8"])
    }

    @Test func deleteBackwardAtTheStartDoesNothing() {
        let field = digitsField([3])
        let recorder = RecordingDelegate()
        field.delegate = recorder
        field.deleteBackward()
        #expect(recorder.events.isEmpty)
    }

    @Test func deleteForwardPullsLaterCharactersBackAcrossSections() {
        let field = digitsField([2, 2])
        field.paste("1234")
        field.moveCursor(by: -3)
        let recorder = RecordingDelegate()
        field.delegate = recorder
        field.deleteForward()
        #expect(field.sections == ["13", "4"])
        #expect(field.cursor == 1)
        #expect(recorder.events.contains(.textChanged(field.identifier, "134")))
    }

    @Test func deleteForwardAtTheEndDoesNothing() {
        let field = digitsField([3])
        field.paste("12")
        let recorder = RecordingDelegate()
        field.delegate = recorder
        field.deleteForward()
        #expect(field.text == "12")
        #expect(recorder.events.isEmpty)
    }

    @Test func insertingInTheMiddleShiftsLaterCharactersIntoLaterSections() {
        let field = digitsField([2, 2])
        field.paste("124")
        field.moveCursor(by: -1)
        field.insert("3")
        #expect(field.sections == ["12", "34"])
        #expect(field.cursor == 3)
    }

    @Test func sectionsCountGraphemeClustersNotBytes() {
        let field = Field(identifier: "emoji", title: "Emoji", sections: SectionLayout(arrayLiteral: 2, 2))
        field.paste("👩‍👩‍👧‍👦e\u{301}🇫🇷x")
        #expect(field.characterCount == 4)
        #expect(field.sections == ["👩‍👩‍👧‍👦e\u{301}", "🇫🇷x"])
    }

    @Test func aCombiningMarkTypedAfterALetterJoinsIt() {
        let field = Field(identifier: "name", title: "Name", sections: SectionLayout(arrayLiteral: 1, 1))
        field.insert("e")
        field.insert("\u{301}")
        field.insert("a")
        #expect(field.characterCount == 2)
        #expect(field.cursor == 2)
        #expect(field.sections == ["e\u{301}", "a"])
    }

    @Test func aZeroWidthJoinerSequenceTypedPieceByPieceIsOneCharacter() {
        let field = Field(identifier: "emoji", title: "Emoji", sections: SectionLayout(arrayLiteral: 1, 1))
        for scalar in "👩‍💻".unicodeScalars { field.insert(Character(scalar)) }
        field.insert("x")
        #expect(field.sections == ["👩‍💻", "x"])
    }

    @Test func controlCharactersAreRefusedInAnUnfilteredField() {
        let field = Field(identifier: "note", title: "Note")
        let outcome = field.paste("a\u{1B}[2Jb\nc\u{0}")
        #expect(field.text == "a[2Jbc")
        #expect(outcome.refusals == [InputRefusal(reason: .notAccepted, count: 3)])
    }

    @Test func anUnsectionedFieldTakesAHugePasteWhole() {
        let field = Field(identifier: "note", title: "Note")
        let huge = String(repeating: "ab", count: 500_000)
        field.paste(huge)
        #expect(field.characterCount == 1_000_000)
        #expect(field.sections.count == 1)
    }

    @Test func aDataSourceChoosesTheSectionsAndIsReadAgainOnReload() {
        let dataSource = InMemoryDataSource([3, 3])
        let field = Field(identifier: "code", title: "Code", dataSource: dataSource)
        field.paste("123456")
        #expect(field.sections == ["123", "456"])
        dataSource.sectionLengths = [2, 2, 2]
        field.reloadSections()
        #expect(field.sections == ["12", "34", "56"])
    }

    @Test func sectionsThatShrinkKeepEveryCharacterVisible() {
        let dataSource = InMemoryDataSource([3, 3])
        let field = Field(identifier: "code", title: "Code", dataSource: dataSource)
        field.paste("123456")
        dataSource.sectionLengths = [2, 2]
        field.reloadSections()
        #expect(field.sections == ["12", "34", "56"])
    }

    @Test func clearEmptiesTheField() {
        let field = digitsField([3, 3])
        field.paste("12345")
        field.clear()
        #expect(field.text.isEmpty)
        #expect(field.cursor == 0)
        #expect(field.sections == [""])
    }
}
