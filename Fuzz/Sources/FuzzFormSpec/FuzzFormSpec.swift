import FuzzSupport
import ValidatorKit
import ValidatorKitTesting

/// libFuzzer's entry point: the bytes as a form spec (JSON), built into a form through every
/// built-in plugin; a form that builds is then filled (its lists' items added and removed, its
/// choices chosen) and submitted, and its record is validated by the same spec; then a nested
/// record grown along the spec's groups and lists (``NestedRecord``) is read and validated.
///
/// The bytes up to the first NUL are the JSON; what follows drives the form, then grows the
/// record.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    var input = FuzzInput(data, count: size)
    let bytes = input.rest()
    let json = bytes.prefix { $0 != 0 }
    var events = FuzzInput(Array(bytes.dropFirst(json.count + 1)))
    let spec: FormSpec
    let form: Form
    let records: RecordValidator
    do {
        spec = try FormSpec.decode(json)
        form = try spec.makeForm(registry: FuzzRegistry.shared, clock: ManualFieldClock())
        records = try spec.makeRecordValidator(registry: FuzzRegistry.shared)
    } catch {
        precondition(!error.problem.isEmpty, "a form spec error without a problem")
        return 0
    }
    precondition(!form.fields.isEmpty, "a form without fields was built")
    var steps = 0
    while !events.isExhausted, steps < 200 {
        steps += 1
        switch events.integer(in: 0...9) {
        case 0: form.next()
        case 1: form.previous()
        case 2: form.advance()
        case 3: form.submit()
        case 4: form.focusedField?.paste(events.trickyText(upTo: 30))
        case 5: form.focusedField?.deleteBackward()
        case 6: form.focusedField?.cycleChoice(by: events.integer(in: -2...2))
        case 7:
            if let field = form.focusedField, let list = form.containers(of: field).last(where: { $0.kind == .list }) {
                let canAdd = form.canAddItem(toList: list.path)
                precondition(form.addItem(toList: list.path).isEmpty != canAdd, "an item added to a full list, or refused by one with room")
            }
        case 8:
            if let field = form.focusedField, let item = form.containers(of: field).last(where: { $0.kind == .item }) {
                let canRemove = form.canRemoveItem(item.path)
                precondition(form.removeItem(item.path) == canRemove, "an item removed below the fewest, or kept above them")
            }
        default: form.focus(events.integer(in: -1...form.fields.count))
        }
        for field in form.fields {
            _ = field.displayedText
            ValidatorProbe.check(field.validity, for: field.text)
        }
    }
    if case .refused(let field) = form.submit() {
        precondition(!field.validity.isValid, "submit was refused over a valid field")
        precondition(form.focusedField === field, "the refused field is not focused")
    }
    check(records.validate(form.record))
    let nested = NestedRecord.text(for: spec.fields, input: &events)
    if let grown = try? JSONValue.record(from: nested.utf8) {
        check(records.validate(grown))
        check(records.submit(grown))
    }
    return 0
}

/// What every record verdict must hold.
private func check(_ verdict: RecordVerdict) {
    precondition(verdict.isValid == (verdict.value != nil), "a record verdict without a value, or a value with failures")
    precondition(Set(verdict.failures.map(\.path)).count == verdict.failures.count, "a record verdict reported a path twice")
    precondition(Set(verdict.failures.map(\.pointer)).count == verdict.failures.count, "a record verdict reported a pointer twice")
}
