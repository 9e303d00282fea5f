public import ValidatorKit
public import ValidatorKitSession

/// A ``/ValidatorKitSession/FormSession`` on a form written inline, recording every trace record
/// it emits, on a ``ManualFieldClock`` so that time passes only when a test says so.
///
/// ```swift
/// let recorded = try RecordedSession(spec: #"{"fields": [{"id": "code", "sections": [3, 3]}]}"#) { clock in
///     ValidatorRegistry()
/// }
/// try recorded.apply(.focus("code"), .type("123456"))   // the records those edits produced
/// recorded.appearance("code")?.displayed                // "123 456"
/// ```
public final class RecordedSession {
    /// The clock the form's fields were built with.
    public let clock: ManualFieldClock
    /// Every record emitted so far, oldest first.
    public private(set) var records: [TraceRecord] = []
    /// The session driven.
    public private(set) var session: FormSession!

    /// A session on the form the spec `json` describes, built with the registry `makeRegistry`
    /// returns for the session's clock.
    public init(spec json: String, registry makeRegistry: (ManualFieldClock) throws -> ValidatorRegistry) throws {
        clock = ManualFieldClock()
        let prepared = try FormPreparation.prepare(FormSpec.decode(Array(json.utf8)), registry: makeRegistry(clock), clock: clock)
        session = FormSession(prepared) { [unowned self] in records.append($0) }
    }

    /// A session on `fields`, whose clock, if they use one, is `clock`.
    public init(fields: [Field], clock: ManualFieldClock = ManualFieldClock()) {
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
    public func apply(_ events: FormEvent...) throws -> [TraceRecord] {
        let start = records.count
        for event in events {
            try session.apply(event)
        }
        return Array(records[start...])
    }

    /// Lets time pass and returns the records that produced.
    public func wait(_ duration: Duration) -> [TraceRecord] {
        let start = records.count
        clock.advance(by: duration, updating: session.form.fields, afterEachStop: session.timePassed)
        return Array(records[start...])
    }

    /// How the field `identifier` looks now, or `nil` when the form has no such field.
    public func appearance(_ identifier: String) -> FieldAppearance? {
        session.appearances.first { $0.identifier == identifier }
    }
}
