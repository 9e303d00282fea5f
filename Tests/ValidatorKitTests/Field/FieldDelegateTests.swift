import Testing
import ValidatorKit
import ValidatorKitTesting

@Suite struct FieldDelegateTests {
    func emailLikeField() -> Field {
        Field(
            identifier: "code", title: "Code", sections: SectionLayout(arrayLiteral: 2),
            validation: ValidatorChain([try! LengthValidator(minimum: 2)], isRequired: true))
    }

    @Test func aKeystrokeAsksForTheVerdictThenAnnouncesTheText() {
        let field = emailLikeField()
        let recorder = RecordingDelegate()
        field.delegate = recorder
        field.beginEditing()
        field.insert("1")
        field.endEditing()
        #expect(recorder.events == [
            .beganEditing("code"),
            .containsValidText("code"),
            .textChanged("code", "1"),
            .endedEditing("code", .invalid(ValidationFailure(
                code: .lengthTooShort, message: "Must be at least 2 characters", isFixableByTyping: true))),
        ])
    }

    @Test func anUntouchedFieldIsJudgedByItsDelegateAtTheEndOfEditing() {
        let field = emailLikeField()
        let recorder = RecordingDelegate()
        field.delegate = recorder
        field.beginEditing()
        field.endEditing()
        #expect(recorder.events == [
            .beganEditing("code"), .containsValidText("code"), .endedEditing("code", field.validity),
        ])
        #expect(field.validity.failure?.code == .requiredMissing)
    }

    @Test func aPasteIsOneEdit() {
        let field = emailLikeField()
        let recorder = RecordingDelegate()
        field.delegate = recorder
        field.paste("12")
        #expect(recorder.events == [.containsValidText("code"), .textChanged("code", "12")])
    }

    @Test func theDelegateMayOverrideTheVerdict() {
        let field = emailLikeField()
        let recorder = RecordingDelegate()
        recorder.verdictOverride = .invalid(ValidationFailure(code: .serverTaken, message: "Already taken"))
        field.delegate = recorder
        field.beginEditing()
        field.paste("12")
        #expect(field.validity.failure?.code == .serverTaken)
        #expect(field.errorMessage == "Already taken")
    }

    @Test func withoutADelegateTheFieldAsksItsValidators() {
        let field = emailLikeField()
        field.paste("12")
        #expect(field.validity == .valid)
    }

    @Test func aDelegateWithOnlyOneMethodGetsTheDefaultVerdict() {
        final class TextOnly: FieldDelegate {
            var texts: [String] = []
            func textChanged(_ field: Field, to text: String) { texts.append(text) }
        }
        let field = emailLikeField()
        let delegate = TextOnly()
        field.delegate = delegate
        field.insert("1")
        #expect(delegate.texts == ["1"])
        #expect(field.validity == .invalid(ValidationFailure(
            code: .lengthTooShort, message: "Must be at least 2 characters", isFixableByTyping: true)))
    }
}
