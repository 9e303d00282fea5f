public import ValidatorKit
import ValidatorKitRuntimePlugins

/// Compares a plugin loaded from its built library with the same plugin linked into the tests:
/// a plugin author's proof that `validator --plugin` shows what an app linking it shows.
///
/// ```swift
/// let differences = try LoadedPluginComparison.differences(
///     between: IBANPlugin(), andTheLibraryAt: ".build/debug/libValidatorKitIBANPlugin.so",
///     inputs: ["GB82 WEST 1234 5698 7654 32", "GB82 WEST?"])
/// #expect(differences == [])
/// ```
public enum LoadedPluginComparison {
    /// How the plugin of the same identifier, loaded from the library at `path`, differs from
    /// `linked`, as sentences; empty when it answers the same in every way a field can see.
    ///
    /// Compared: the description (summary, options, failure codes); then, for validators made
    /// with `options`, on each of `PluginConformance.hostileInputs` and `inputs`: the verdict,
    /// the verdict on the text as finished (`Validator.conclude`), the details, which capabilities the validator offers, whether it accepts each character,
    /// the section layout and the formatted text.
    ///
    /// - Throws: `RuntimePluginError` when the library cannot be loaded, and
    ///   `ValidatorConfigurationError` when it has no such plugin or either refuses `options`.
    public static func differences(
        between linked: any ValidatorPlugin,
        andTheLibraryAt path: String,
        options: [String: JSONValue] = [:],
        inputs: [String] = []
    ) throws -> [String] {
        let registry = ValidatorRegistry()
        try RuntimePluginLoader.load(path, into: registry)
        let loaded = try registry.plugin(linked.identifier)
        var differences: [String] = []
        if loaded.summary != linked.summary { differences.append("the summary differs") }
        if loaded.options != linked.options { differences.append("the options differ") }
        // A loaded plugin's codes carry their English messages as text, a linked one's a catalog.
        if loaded.failureCodes.map(Self.english) != linked.failureCodes.map(Self.english) {
            differences.append("the failure codes differ")
        }
        let linkedValidator = try linked.make(ValidatorRegistry.checkedOptions(options, for: linked))
        let loadedValidator = try registry.makeValidator(linked.identifier, options: options)
        for input in PluginConformance.hostileInputs + inputs {
            let shown = input.count > 40 ? "a \(input.count)-character input" : "'\(input.debugDescription)'"
            for aspect in Aspect.allCases where aspect.answer(linkedValidator, input) != aspect.answer(loadedValidator, input) {
                differences.append("the \(aspect.rawValue) of \(shown) differs")
            }
        }
        return differences
    }

    /// What a field can see of a validator, each as text to compare.
    /// A code as a listing shows it: the code and its English message.
    private static func english(_ description: FailureCodeDescription) -> String {
        "\(description.code) \(description.message(in: .english))"
    }

    private enum Aspect: String, CaseIterable {
        case verdict
        case conclusion = "verdict on the finished text"
        case details
        case capabilities
        case filtering = "filtering of the characters"
        case sectionLayout = "section layout"
        case formatting = "formatted text"

        func answer(_ validator: any Validator, _ input: String) -> String {
            switch self {
            case .verdict, .conclusion:
                // What a person sees: a loaded plugin's failures carry their English message as
                // text, a linked one's a code and arguments for its catalog.
                let validity = self == .verdict ? validator.validate(input) : validator.conclude(input)
                guard let failure = validity.failure else { return validity.name }
                return "invalid \(failure.code) '\(failure.message(in: .english))' at \(failure.position.map(String.init) ?? "-")"
                    + (failure.isFixableByTyping ? ", fixable by typing" : "")
            case .details:
                // A validator without details shows none, as one with empty details does; keys
                // in order, as a dictionary's own order is not stable.
                let details = validator.detailsProvider?.details(for: input) ?? [:]
                return details.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: ", ")
            case .capabilities:
                return "\(validator.inputFilter != nil) \(validator.sectionLayoutProvider != nil) \(validator.textFormatter != nil)"
            case .filtering:
                guard let filter = validator.inputFilter else { return "" }
                return String(input.prefix(200).map { filter.accepts($0) ? "1" : "0" })
            case .sectionLayout:
                return String(describing: validator.sectionLayoutProvider?.sectionLayout(for: input))
            case .formatting:
                return String(describing: validator.textFormatter?.formatted(input))
            }
        }
    }
}
