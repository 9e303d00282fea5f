import Testing
import ValidatorKit

/// A PIN as long as another field says ("4", "6"): what it reads of that field, its dependency
/// key, is the length; its message says whether the length was kept by the form or read from
/// the text.
private struct PINLengthValidator: DependentValidator {
    var dependencies: [String] { ["length"] }

    func dependencyKey(ofField identifier: String, text: String) -> Int? {
        identifier == "length" ? Int(text) ?? 0 : nil
    }

    func validate(_ text: String, reading values: any FormValues) -> Validity {
        let kept = values.dependencyKey(ofField: "length")
        let length = kept ?? Int(values.text(ofField: "length") ?? "") ?? 0
        guard text.count != length else { return .valid }
        let source = kept == nil ? "read from the text" : "kept by the form"
        return .invalid(ValidationFailure(code: .testWrong, message: "\(length) digits (\(source))"))
    }
}

/// A form keeps what a dependent validator reads of another field (its
/// ``DependentValidator/dependencyKey(ofField:text:)``) from that field's last change, and gives
/// it back through ``FormValues/dependencyKey(ofField:)``, so the field's own keystrokes do not
/// read the other field again.
@Suite struct DependencyKeyTests {
    @Test func aFormGivesBackWhatTheValidatorReadAtTheOtherFieldsLastChange() {
        let length = Field(identifier: "length", title: "PIN length")
        let pin = Field(identifier: "pin", title: "PIN", validation: ValidatorChain([PINLengthValidator()]))
        let form = Form(fields: [length, pin])
        pin.beginEditing()
        pin.insert("1")
        // Nothing kept yet: the length has not changed since the form was laid out.
        #expect(pin.errorMessage == "0 digits (read from the text)")
        length.paste("6")
        #expect(pin.errorMessage == "6 digits (kept by the form)")
        pin.insert("2")
        #expect(pin.errorMessage == "6 digits (kept by the form)")
        length.deleteBackward()
        length.insert("2")
        #expect(pin.validity == .valid)
        pin.deleteBackward()
        #expect(pin.errorMessage == "2 digits (kept by the form)")
        withExtendedLifetime(form) {}
    }

    @Test func outsideAFormNothingIsKept() {
        #expect(NoFormValues().dependencyKey(ofField: "length") == nil)
        let pin = Field(identifier: "pin", title: "PIN", validation: ValidatorChain([PINLengthValidator()]))
        pin.beginEditing()
        pin.insert("1")
        #expect(pin.errorMessage == "0 digits (read from the text)")
    }

    @Test func aFieldThatLeavesItsFormReadsTheTextAgain() {
        let length = Field(identifier: "length", title: "PIN length")
        let pin = Field(identifier: "pin", title: "PIN", validation: ValidatorChain([PINLengthValidator()]))
        var form: Form? = Form(fields: [length, pin])
        length.paste("4")
        pin.beginEditing()
        pin.insert("1")
        #expect(pin.errorMessage == "4 digits (kept by the form)")
        withExtendedLifetime(form) {}
        form = nil
        pin.insert("2")
        #expect(pin.errorMessage == "0 digits (read from the text)")
    }
}
