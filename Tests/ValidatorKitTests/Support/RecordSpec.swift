import ValidatorKit

/// A record validator made from a spec written out in a test, with the core's plugins and any
/// others the test brings.
func recordValidator(_ specJSON: String, plugins: [any ValidatorPlugin] = []) throws -> RecordValidator {
    let registry = ValidatorRegistry()
    try registry.register(BasicValidators.all)
    for plugin in plugins {
        try registry.register(plugin)
    }
    return try FormSpec.decode(Array(specJSON.utf8)).makeRecordValidator(registry: registry)
}

extension RecordValidator {
    /// The verdict on `line`, a record written as JSON.
    func validate(json line: String) throws -> RecordVerdict {
        validate(try JSONValue.record(from: line.utf8))
    }
}

extension RecordVerdict {
    /// Each failure as its path, pointer, code and English message, as `check --spec` writes it.
    var reported: [[String]] {
        failures.map { [$0.path, $0.pointer, $0.failure.code.rawValue, $0.failure.message(in: .english)] }
    }
}
