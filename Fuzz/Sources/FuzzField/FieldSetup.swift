import FuzzSupport
import StandardValidators
import ValidatorKit
import ValidatorKitTesting

/// A field chosen by the fuzzer: its validators, sections, secure flag and clock.
struct FieldSetup {
    /// Every built-in plugin, shared by all runs.
    static let registry: ValidatorRegistry = {
        let registry = ValidatorRegistry()
        do {
            try StandardValidators.register(in: registry)
        } catch {
            fatalError("the built-in plugins could not be registered: \(error)")
        }
        return registry
    }()

    /// The validator configurations the fuzzer picks from: a filter, a section provider, a
    /// formatter, or none of them.
    static let validatorChoices: [(plugin: String, options: [String: OptionValue])] = [
        ("length", ["max": .integer(12)]),
        ("charset", ["allowed": .string("digits")]),
        ("charset", ["allowed": .string("letters")]),
        ("card", [:]),
        ("luhn", [:]),
        ("otp", ["digits": .integer(6)]),
        ("otp", ["digits": .integer(8)]),
        ("phone", ["region": .string("US")]),
        ("phone", ["region": .string("GB")]),
        ("regex", ["preset": .string("email")]),
        ("regex", ["pattern": .string("[a-z]{2}\\d{3}")]),
        ("required", [:]),
    ]

    let field: Field
    let clock: ManualFieldClock
    let dataSource: InMemoryDataSource?

    /// Reads a set-up from `input`.
    init(_ input: inout FuzzInput) {
        clock = ManualFieldClock()
        var validators: [any Validator] = []
        for _ in 0..<input.integer(in: 0...2) {
            let choice = input.choose(Self.validatorChoices)
            do {
                validators.append(try Self.registry.makeValidator(choice.plugin, options: choice.options))
            } catch {
                fatalError("a fixed fuzz configuration was refused: \(error)")
            }
        }
        var sections: SectionLayout?
        var dataSource: InMemoryDataSource?
        switch input.integer(in: 0...3) {
        case 1:
            sections = SectionLayout((0..<input.integer(in: 1...4)).map { _ in input.integer(in: 1...5) })
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
