import ValidatorKit

/// A verdict as the tables of these tests write it: `valid`, `incomplete`, or a failure's code,
/// message and position.
struct Verdict: Sendable, Hashable, CustomStringConvertible {
    let description: String

    init(_ validity: Validity) {
        switch validity {
        case .valid, .incomplete:
            description = validity.name
        case .invalid(let failure):
            description = "\(failure.code) '\(failure.message(in: .english))'" + (failure.position.map { " at \($0)" } ?? "")
        }
    }

    init(_ description: String) {
        self.description = description
    }

    static let valid = Verdict("valid")
    static let incomplete = Verdict("incomplete")
}

/// Every proper prefix of `text` (by characters) that `validator` judges.
func properPrefixVerdicts(of text: String, by validator: any Validator) -> [String: Verdict] {
    var verdicts: [String: Verdict] = [:]
    for length in 0..<text.count {
        let prefix = String(text.prefix(length))
        verdicts[prefix] = Verdict(validator.validate(prefix))
    }
    return verdicts
}
