import Testing
import ValidatorKit
import ValidatorKitTesting

/// Undo, redo and reset, grouped by the caret as issue 40 asks: a run of typing is one step
/// until the caret moves, a deletion follows, or a paste comes.
@Suite struct FieldHistoryTests {
    let clock = ManualFieldClock()

    private func digits(sections: SectionLayout? = nil) throws -> Field {
        let field = Field(
            identifier: "code", title: "Code", sections: sections,
            validation: ValidatorChain([CharsetValidator(allowed: .digits)]), clock: clock)
        field.beginEditing()
        return field
    }

    private func type(_ text: String, into field: Field) {
        for character in text { field.insert(character) }
    }

    @Test func aRunOfTypingIsOneStep() throws {
        let field = try digits()
        type("1234", into: field)
        #expect(field.canUndo)
        #expect(field.undo())
        #expect(field.text == "")
        #expect(field.cursor == 0)
        #expect(!field.canUndo)
        #expect(!field.undo())
    }

    @Test func movingTheCaretStartsANewStepAndUndoRestoresTheCaret() throws {
        let field = try digits(sections: [3, 3])
        type("1234", into: field)
        field.moveCursor(by: -1)
        type("9", into: field)
        #expect(field.displayedText == "123 94")
        field.undo()
        #expect(field.displayedText == "123 4")
        #expect(field.cursor == 3)
        #expect(field.canRedo)
        field.redo()
        #expect(field.displayedText == "123 94")
        #expect(field.cursor == 4)
        #expect(!field.canRedo)
    }

    /// A selection past the end is cut up to the end; an empty one cuts nothing and leaves no step.
    @Test func aCutIsClampedToTheTextAndAnEmptyOneIsNoStep() throws {
        let field = try digits(sections: [3, 3])
        type("123456", into: field)
        #expect(field.cut(4..<9) == "56")
        #expect(field.displayedText == "123 4")
        #expect(field.cut(2..<2) == nil)
        field.undo()
        #expect(field.displayedText == "123 456")
        field.undo()
        #expect(field.text == "")
    }

    /// A secret is not cut to a clipboard, as a browser's password input offers no Cut.
    @Test func aSecureFieldCutsNothing() {
        let field = Field(identifier: "password", title: "Password", isSecure: true, clock: clock)
        field.beginEditing()
        field.paste("hunter22")
        #expect(field.cut(0..<8) == nil)
        #expect(field.text == "hunter22")
        field.undo()
        #expect(field.text == "", "the paste is the only step")
    }

    @Test func aDeletionAfterTypingIsAStepOfItsOwn() throws {
        let field = try digits()
        type("123", into: field)
        field.deleteBackward()
        field.deleteBackward()
        field.undo()
        #expect(field.text == "123")
        #expect(field.cursor == 3)
        field.undo()
        #expect(field.text == "")
    }

    @Test func aPasteIsOneStepAndTypingAfterItAnother() throws {
        let field = try digits()
        type("1", into: field)
        field.paste("234")
        type("5", into: field)
        field.undo()
        #expect(field.text == "1234")
        field.undo()
        #expect(field.text == "1")
        #expect(field.cursor == 1)
    }

    @Test func aNewEditAfterUndoDropsTheRedoSteps() throws {
        let field = try digits()
        type("12", into: field)
        field.moveCursor(by: -1)
        type("3", into: field)
        field.undo()
        type("4", into: field)
        #expect(!field.canRedo)
        #expect(!field.redo())
        #expect(field.text == "142")
    }

    @Test func leavingTheFieldEndsTheStep() throws {
        let field = try digits()
        type("12", into: field)
        field.endEditing()
        field.beginEditing()
        type("3", into: field)
        field.undo()
        #expect(field.text == "12")
    }

    @Test func aRefusedCharacterIsNoStep() throws {
        let field = try digits()
        type("x", into: field)
        #expect(!field.canUndo)
    }

    /// The benchmark's typing: a long text typed and deleted again and again, past the hundred
    /// steps kept, with a refused character starting each run; every step kept comes back whole.
    @Test func theLastHundredStepsComeBackWholeAfterMany() throws {
        let field = try digits()
        let number = "41111111111111111111"
        for _ in 0..<60 {
            type("x" + number, into: field)
            for _ in number { field.deleteBackward() }
        }
        for _ in 0..<50 {
            #expect(field.undo())
            #expect(field.text == number)
            #expect(field.cursor == number.count)
            #expect(field.undo())
            #expect(field.text == "")
        }
        #expect(!field.undo())
        for _ in 0..<50 {
            #expect(field.redo())
            #expect(field.text == number)
            #expect(field.redo())
            #expect(field.text == "")
        }
        #expect(!field.redo())
    }

    @Test func undoIsAnEditTheDelegateHears() throws {
        let field = try digits()
        let recorder = RecordingDelegate()
        field.delegate = recorder
        type("12", into: field)
        field.undo()
        #expect(recorder.events.suffix(2) == [.containsValidText("code"), .textChanged("code", "")])
    }

    @Test func undoInASecureFieldRevealsNothing() {
        let field = Field(identifier: "password", title: "Password", isSecure: true, clock: clock)
        field.beginEditing()
        type("secret", into: field)
        field.moveCursor(by: -2)
        type("X", into: field)
        field.undo()
        #expect(field.displayedText == "••••••")
        #expect(field.loggableText == "••••••")
        #expect(field.cursor == 4)
        #expect(!field.isRevealingCharacter)
        field.redo()
        #expect(field.displayedText == "•••••••")
        #expect(!String(describing: field).contains("secret"))
    }

    @Test func resetReturnsTheFieldToPristine() throws {
        let field = Field(
            identifier: "email", title: "Email",
            validation: ValidatorChain([RequiredValidator(), CharsetValidator(allowed: .digits)]), clock: clock)
        let form = Form(fields: [field])
        form.focus(0)
        type("12", into: field)
        field.reset()
        #expect(field.text == "")
        #expect(!field.isActive)
        #expect(!field.isTitleFloating)
        #expect(form.focusedField == nil)
        #expect(!field.canUndo && !field.canRedo)
        form.focus(nil)
        #expect(field.errorMessage == nil)
    }
}
