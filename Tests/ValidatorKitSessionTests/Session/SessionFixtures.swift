import ValidatorKit
import ValidatorKitSession
import ValidatorKitStandard
import ValidatorKitTesting

/// The registry the session tests build forms with: every built-in plugin and the simulated
/// `username` directory, answering on `clock`.
func makeSessionRegistry(clock: any FieldClock) throws -> ValidatorRegistry {
    let registry = ValidatorRegistry()
    try StandardValidators.register(in: registry)
    try registry.register(UsernamePlugin(directory: SimulatedUsernameDirectory(clock: clock)))
    return registry
}

/// Sessions on forms written inline, recording every trace record.
final class RecordedSession {
    let clock: ManualFieldClock
    private(set) var records: [TraceRecord] = []
    private(set) var session: FormSession!

    init(spec json: String) throws {
        clock = ManualFieldClock()
        let prepared = try FormPreparation.prepare(
            FormSpec.decode(Array(json.utf8)), registry: makeSessionRegistry(clock: clock), clock: clock)
        session = FormSession(prepared) { [unowned self] in records.append($0) }
    }

    /// A session on `fields`, whose clock, if they use one, is `clock`.
    init(fields: [Field], clock: ManualFieldClock = ManualFieldClock()) {
        self.clock = clock
        let descriptions = fields.map {
            FieldDescription(identifier: $0.identifier, title: $0.title, placeholder: $0.placeholder, isSecure: $0.isSecure, plugins: [], note: nil)
        }
        session = FormSession(PreparedForm(form: Form(fields: fields), descriptions: descriptions)) { [unowned self] in
            records.append($0)
        }
    }

    /// Applies the events and returns the records they produced.
    @discardableResult
    func apply(_ events: FormEvent...) throws -> [TraceRecord] {
        let start = records.count
        for event in events {
            try session.apply(event)
        }
        return Array(records[start...])
    }

    /// Lets time pass and returns the records that produced.
    func wait(_ duration: Duration) -> [TraceRecord] {
        let start = records.count
        clock.advance(by: duration, updating: session.form.fields, afterEachStop: session.timePassed)
        return Array(records[start...])
    }

    func appearance(_ identifier: String) -> FieldAppearance? {
        session.appearances.first { $0.identifier == identifier }
    }
}

/// Shows digits as `(12) 345`, as a phone formatter would, for cursor mapping tests.
struct ParenthesisedPrefixFormatter: Validator, TextFormatter {
    func validate(_ text: String) -> Validity { .valid }

    func formatted(_ text: String) -> String {
        guard text.count > 2 else { return text }
        return "(\(text.prefix(2))) \(text.dropFirst(2))"
    }
}

/// Reports a brand as the card plugin does.
struct BrandReporter: Validator, ValidationDetailsProvider {
    func validate(_ text: String) -> Validity { .valid }

    func details(for text: String) -> ValidationDetails {
        text.hasPrefix("4") ? ["brandName": .string("Visa")] : [:]
    }
}

/// Quotes the text it refuses, as a careless validator might.
struct QuotingValidator: Validator {
    /// `quote.always`, its only code.
    static let alwaysCode = ValidationFailure.Code("quote.always")

    func validate(_ text: String) -> Validity {
        .invalid(ValidationFailure(code: Self.alwaysCode, message: "'\(text)' is never right"))
    }
}
