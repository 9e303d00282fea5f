import Testing
import ValidatorKit
@testable import ValidatorKitPhone
import ValidatorKitPythonReferences

/// A phone field keeps its as-you-type formatter between keystrokes; whatever the edit (digits
/// typed at the end, deleted or typed in the middle, deleted at the end, pasted), it shows after
/// each one what python-phonenumbers' formatter shows for the field's text typed afresh
/// (`scripts/phone-reference VERSION editing`).
@Suite(.enabled(if: PyPIReference.mustRun, Comment(rawValue: PyPIReference.skipNote)))
struct PhoneFieldEditingTests {
    @Test func displayAfterEveryEditAgreesWithAFreshFormatter() throws {
        let cases = try PhoneReference.editing()
        #expect(cases.count > 900)
        var differences = 0
        for expected in cases {
            let field = Field(
                identifier: "phone", title: "Phone", validation: ValidatorChain([try PhoneValidator(region: expected.region)]))
            field.beginEditing()
            var texts: [String] = []
            var shown: [String] = []
            for edit in expected.edits {
                switch edit {
                case .type(let key): field.insert(key)
                case .paste(let pasted): field.paste(pasted)
                case .backspace: field.deleteBackward()
                case .move(let offset): field.moveCursor(by: offset)
                }
                texts.append(field.text)
                shown.append(field.displayedText)
            }
            if texts != expected.texts || shown != expected.shown {
                differences += 1
                if differences <= 100 {
                    let ours = "field \(texts) showing \(shown)"
                    let reference = "python-phonenumbers \(expected.texts) showing \(expected.shown)"
                    Issue.record("\(expected.region) \(expected.edits): \(ours), \(reference)")
                }
            }
        }
        #expect(differences == 0, "\(differences) of \(cases.count) edited numbers differ (the first 100 are listed)")
    }
}
