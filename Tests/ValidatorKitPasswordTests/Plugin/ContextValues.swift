import ValidatorKit

/// Other fields of a form, as a dependent validator reads them: texts and titles by identifier.
struct ContextValues: FormValues {
    var texts: [String: String]
    var titles: [String: String] = [:]

    func text(ofField identifier: String) -> String? { texts[identifier] }
    func title(ofField identifier: String) -> String? { titles[identifier] }
    func details(ofField identifier: String) -> ValidationDetails { [:] }
}
