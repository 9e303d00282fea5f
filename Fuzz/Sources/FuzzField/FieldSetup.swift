import FuzzSupport
import ValidatorKit
import ValidatorKitTesting

/// A field chosen by the fuzzer: its validators, sections, secure flag and clock.
struct FieldSetup {
    let field: Field
    let clock: ManualFieldClock
    let dataSource: InMemoryDataSource?

    /// Reads a set-up from `input`.
    init(_ input: inout FuzzInput) {
        clock = ManualFieldClock()
        var validators: [any Validator] = []
        for _ in 0..<input.integer(in: 0...2) {
            validators.append(FuzzValidators.pick(&input))
        }
        var sections: SectionLayout?
        var dataSource: InMemoryDataSource?
        switch input.integer(in: 0...3) {
        case 1:
            sections = try? SectionLayout((0..<input.integer(in: 1...4)).map { _ in input.integer(in: 1...5) })
        case 2:
            dataSource = InMemoryDataSource((0..<input.integer(in: 0...4)).map { _ in input.integer(in: -1...5) })
        default:
            break
        }
        self.dataSource = dataSource
        field = Field(
            identifier: "fuzz", title: input.boolean() ? "Fuzz" : "", isSecure: input.boolean(),
            sections: sections, dataSource: dataSource,
            validation: ValidatorChain(validators, isRequired: input.boolean()),
            clock: clock, revealDuration: .milliseconds(input.integer(in: 0...3) * 500))
    }
}
