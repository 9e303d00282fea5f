import Observation
import Testing
import ValidatorKit

/// What a view reads of a ``Form`` through its public ``FormValues`` is observed, although the
/// form's own reads for dependent validators are not.
@Suite struct FormObservationTests {
    final class Heard: @unchecked Sendable {  // written and read on the test's thread only
        var count = 0
    }

    func signupForm() throws -> Form {
        Form(fields: [
            Field(identifier: "password", title: "Password", validation: ValidatorChain([try LengthValidator(minimum: 8)])),
            Field(identifier: "confirm", title: "Confirm password", validation: ValidatorChain([MatchesValidator(otherField: "password")])),
        ])
    }

    @Test func aViewReadingTheTextOfAFieldThroughTheFormHearsEachKeystrokeIntoIt() throws {
        let form = try signupForm()
        let heard = Heard()
        for (index, character) in "secret".enumerated() {
            withObservationTracking { _ = form.text(ofField: "password") } onChange: { heard.count += 1 }
            form.fields[0].insert(character)
            #expect(heard.count == index + 1)
        }
        withObservationTracking { _ = form.text(ofField: "password") } onChange: { heard.count += 1 }
        form.fields[0].deleteBackward()
        #expect(heard.count == 7)
        #expect(form.text(ofField: "password") == "secre")
    }

    @Test func aViewReadingTheDetailsOfAFieldThroughTheFormHearsAKeystrokeIntoIt() throws {
        let form = try signupForm()
        let heard = Heard()
        withObservationTracking { _ = form.details(ofField: "password") } onChange: { heard.count += 1 }
        form.fields[0].insert("s")
        #expect(heard.count == 1)
    }
}
