import FuzzSupport
import ValidatorKit

/// Drives one fuzzed field through a random sequence of edits, checking its invariants after
/// each one and inside every delegate callback.
enum FieldEventSequence {
    /// The most edits one input drives.
    static let maximumEvents = 300

    static func run(_ input: inout FuzzInput) {
        let setup = FieldSetup(&input)
        let field = setup.field
        let observer = InvariantCheckingDelegate()
        field.delegate = observer
        var events = 0
        while !input.isExhausted, events < maximumEvents {
            events += 1
            apply(input.integer(in: 0...11), to: setup, &input)
            FieldInvariants.check(field)
        }
        field.endEditing()
        FieldInvariants.check(field)
        _ = observer
    }

    private static func apply(_ event: Int, to setup: FieldSetup, _ input: inout FuzzInput) {
        let field = setup.field
        switch event {
        case 0, 1, 2:
            let typed = String(input.trickyScalars())
            if let character = typed.first { field.insert(character) }
        case 3:
            field.paste(input.trickyText(upTo: 40))
        case 4:
            field.paste(input.text(upTo: 60))
        case 5:
            field.deleteBackward()
        case 6:
            field.deleteForward()
        case 7:
            field.moveCursor(by: input.integer(in: -6...6))
        case 8:
            field.clear()
        case 9:
            if input.boolean() { field.beginEditing() } else { field.endEditing() }
        case 10:
            setup.clock.advance(by: .milliseconds(input.integer(in: 0...2_500)))
        default:
            if let dataSource = setup.dataSource, input.boolean() {
                dataSource.sectionLengths = (0..<input.integer(in: 0...4)).map { _ in input.integer(in: -1...5) }
                field.reloadSections()
            } else {
                field.showVerdict()
            }
        }
    }
}
