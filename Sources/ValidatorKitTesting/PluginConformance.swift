public import ValidatorKit

/// The checks every validator plugin must pass; plugin test suites call ``problems(of:options:inputs:)``
/// and expect an empty list.
///
/// Among them: every code a validator emits on the inputs is declared in the plugin's
/// `failureCodes`, which holds each code once, namespaced by a dot (`luhn.checksum`). Pass
/// `inputs` that reach each code, since the hostile inputs reach only some.
///
/// ```swift
/// @Test func conformsToThePluginContract() {
///     #expect(PluginConformance.problems(of: EvenLengthPlugin()) == [])
/// }
/// ```
public enum PluginConformance {
    /// Inputs every validator must answer, twice the same, without crashing: empty, blank,
    /// control characters, emoji and ZWJ sequences, combining marks, right-to-left marks,
    /// full-width digits and a long paste.
    public static let hostileInputs: [String] = [
        "", " ", "0", "a", "\u{0}", "\u{7}\u{1B}[2J", "\r\n", "👍", "👩‍👩‍👧‍👦", "e\u{301}\u{302}",
        "\u{200F}123\u{200E}", "１２３４", "4242 4242 4242 4242", "+1 650-253-0000", "日本語",
        String(repeating: "9", count: 10_000), String(repeating: "👩‍💻", count: 1_000),
    ]

    /// What is wrong with `plugin`, as sentences; empty when it conforms.
    ///
    /// - Parameters:
    ///   - plugin: the plugin under test.
    ///   - options: options with which `make` must succeed (secrets among them must never show
    ///     up in messages or details).
    ///   - inputs: extra inputs to validate besides ``hostileInputs``.
    public static func problems(
        of plugin: any ValidatorPlugin,
        options: [String: JSONValue] = [:],
        inputs: [String] = []
    ) -> [String] {
        var problems = plugin.declarationProblems
        problems += plugin.options.filter(\.documentation.isEmpty).map { "option '\($0.name)' has no documentation" }
        problems += failureCodeProblems(of: plugin)
        problems += rejectionProblems(of: plugin, options: options)
        let validator: any Validator
        do {
            validator = try plugin.make(ValidatorRegistry.checkedOptions(options, for: plugin))
        } catch {
            return problems + ["make failed with the given options: \(error)"]
        }
        let secrets = plugin.options.filter(\.isSecret).compactMap { options[$0.name]?.description }
        let declared = Set(plugin.failureCodes.map(\.code))
        if let asyncValidator = validator as? any AsyncValidator {
            problems += checkProblems(of: asyncValidator, declared: declared, plugin: plugin.identifier)
        }
        problems += concludingProblems(of: validator, on: hostileInputs + inputs, declared: declared)
        var undeclared: Set<ValidationFailure.Code> = []
        for input in hostileInputs + inputs {
            problems += validationProblems(of: validator, on: input, secrets: secrets)
            problems += argumentProblems(of: validator.validate(input).failure, declared: plugin.failureCodes)
            if let code = validator.validate(input).failure?.code, !declared.contains(code),
                undeclared.insert(code).inserted
            {
                problems.append("code '\(code)' is emitted but not declared in failureCodes of plugin '\(plugin.identifier)'")
            }
        }
        return problems
    }

    /// What is wrong with the timing of an asynchronous validator, or with the failures it asks
    /// a field to retry: a negative rest, a timeout that is not positive, a retried code the
    /// plugin does not declare (`check.timeout`, which the field itself emits, excepted).
    private static func checkProblems(
        of validator: any AsyncValidator, declared: Set<ValidationFailure.Code>, plugin: String
    ) -> [String] {
        var problems: [String] = []
        if validator.debounce < .zero {
            problems.append("the check's debounce \(validator.debounce) is negative")
        }
        if validator.timeout <= .zero {
            problems.append("the check's timeout \(validator.timeout) is not positive")
        }
        for code in validator.retriedFailureCodes.sorted() where code != .checkTimeout && !declared.contains(code) {
            problems.append("code '\(code)' is retried by the check but not declared in failureCodes of plugin '\(plugin)'")
        }
        return problems
    }

    /// The codes `plugin` declares in `failureCodes` that its validator, made with `options`,
    /// emits on none of ``hostileInputs`` and `inputs`, judged as typed or as finished
    /// (`Validator.conclude`), in declaration order; empty when the
    /// inputs reach every code, or when `make` fails. An input the validator finds valid is also
    /// submitted to its verifier at submission (`Validator.submissionVerifier`), once.
    ///
    /// ```swift
    /// #expect(PluginConformance.unreachedCodes(of: LuhnPlugin(), inputs: ["0", "7a", "79927398710"]) == [])
    /// ```
    public static func unreachedCodes(
        of plugin: any ValidatorPlugin,
        options: [String: JSONValue] = [:],
        inputs: [String] = []
    ) -> [ValidationFailure.Code] {
        guard let validator = try? plugin.make(ValidatorRegistry.checkedOptions(options, for: plugin)) else { return [] }
        var reached = Set((hostileInputs + inputs).compactMap { input in
            let verdict = validator.validate(input)
            guard verdict.isValid, let verifier = validator.submissionVerifier else { return verdict.failure?.code }
            return verifier.verify(input).failure?.code
        })
        reached.formUnion((hostileInputs + inputs).compactMap { validator.conclude($0).failure?.code })
        return plugin.failureCodes.map(\.code).filter { !reached.contains($0) }
    }

    private static func failureCodeProblems(of plugin: any ValidatorPlugin) -> [String] {
        var problems: [String] = []
        var seen: Set<ValidationFailure.Code> = []
        for description in plugin.failureCodes {
            let code = description.code
            if !seen.insert(code).inserted {
                problems.append("code '\(code)' is declared twice")
            }
            if code.namespace == nil {
                problems.append("code '\(code)' is not namespaced: expected a namespace, a dot and a name, such as 'luhn.checksum'")
            }
            problems += catalogProblems(of: description)
        }
        return problems
    }

    /// What is wrong with the messages of `description`'s code: a language of its catalog
    /// without a message for it (or for one of its variants), a message naming a parameter the
    /// code does not declare or other parameters than its English source, a plural without an
    /// `other` form or on a text parameter, a message ending with a period.
    public static func catalogProblems(of description: FailureCodeDescription) -> [String] {
        let code = description.code
        guard let catalog = code.messages else {
            let message = description.message(in: .english)
            if message.isEmpty || message == code.rawValue {
                return ["code '\(code)' has no default message"]
            }
            return message.hasSuffix(".") ? ["the default message of code '\(code)' ends with a period"] : []
        }
        var problems: [String] = []
        let declared = Dictionary(description.parameters.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
        let keys = [code.rawValue] + catalog.keys(in: .english).filter { $0.hasPrefix("\(code.rawValue)#") }
        for locale in Set(catalog.locales + [.english]).sorted(by: { $0.language < $1.language }) {
            for key in keys {
                guard let template = catalog.templateWithoutFallback(for: key, in: locale) else {
                    problems.append("code '\(code)' has no message '\(key)' in '\(locale)'")
                    continue
                }
                let used = template.parameterNames
                let source = catalog.templateWithoutFallback(for: key, in: .english)?.parameterNames ?? used
                if !used.isSubset(of: declared.keys) || used != source {
                    problems.append(
                        "the message '\(key)' in '\(locale)' names \(Self.braced(used)), but the code declares "
                            + "\(Self.braced(Set(declared.keys))) and its English message names \(Self.braced(source))")
                }
                for name in template.pluralParameterNames {
                    if declared[name] != .integer {
                        problems.append("the message '\(key)' in '\(locale)' has plural forms for '\(name)', which is not an integer parameter")
                    }
                    if !template.pluralCategories(of: name).contains(.other) {
                        problems.append("the message '\(key)' in '\(locale)' has no 'other' form for '\(name)'")
                    }
                }
                let text = template.description
                if text.isEmpty || text.hasSuffix(".") || text.hasSuffix("。") {
                    problems.append("the message '\(key)' in '\(locale)' is empty or ends with a period")
                }
            }
        }
        return problems
    }

    /// What is wrong with the arguments of `failure`: one the code does not declare, one of the
    /// wrong type, or a parameter its message names left without a value.
    private static func argumentProblems(of failure: ValidationFailure?, declared: [FailureCodeDescription]) -> [String] {
        guard let failure, let description = declared.first(where: { $0.code == failure.code }) else { return [] }
        var problems: [String] = []
        let kinds = Dictionary(description.parameters.map { ($0.name, $0.kind) }, uniquingKeysWith: { first, _ in first })
        for (name, argument) in failure.arguments.sorted(by: { $0.key < $1.key }) {
            let kind: MessageParameter.Kind = if case .integer = argument { .integer } else { .text }
            if kinds[name] != kind {
                problems.append("code '\(failure.code)' is given '\(name)' as \(kind.rawValue), which it does not declare")
            }
        }
        let message = failure.message(in: .english)
        for name in kinds.keys.sorted() where message.contains("{\(name)}") {
            problems.append("the message '\(message)' of code '\(failure.code)' has no value for '\(name)'")
        }
        return problems
    }

    /// `{a}, {b}`, sorted; `nothing` when empty.
    private static func braced(_ names: Set<String>) -> String {
        names.isEmpty ? "nothing" : names.sorted().map { "{\($0)}" }.joined(separator: ", ")
    }

    private static func rejectionProblems(of plugin: any ValidatorPlugin, options: [String: JSONValue]) -> [String] {
        var problems: [String] = []
        let registry = ValidatorRegistry()
        do {
            try registry.register(plugin)
        } catch {
            return ["registering into an empty registry failed: \(error)"]
        }
        var unknown = options
        unknown["no-such-option"] = .string("x")
        if !throwsConfigurationError(about: "no-such-option", { try registry.makeValidator(plugin.identifier, options: unknown) }) {
            problems.append("an unknown option was not refused with a ValidatorConfigurationError")
        }
        for option in plugin.options where option.type != .string {
            var wrong = options
            // Any text is a list of strings (its items separated by commas): give a list of a number.
            wrong[option.name] = option.type == .stringList ? .array([.integer(7)]) : .string("§not a \(option.type)§")
            if !throwsConfigurationError(about: option.name, { try registry.makeValidator(plugin.identifier, options: wrong) }) {
                problems.append("a value of the wrong type for option '\(option.name)' was not refused")
            }
        }
        return problems
    }

    private static func throwsConfigurationError(about option: String, _ body: () throws -> any Validator) -> Bool {
        do {
            _ = try body()
            return false
        } catch let error as ValidatorConfigurationError {
            return error.option == option
        } catch {
            return false
        }
    }

    private static func validationProblems(of validator: any Validator, on input: String, secrets: [String]) -> [String] {
        var problems: [String] = []
        let shown = input.count > 40 ? "a \(input.count)-character input" : "'\(input.debugDescription)'"
        let first = validator.validate(input)
        if validator.validate(input) != first {
            problems.append("validation of \(shown) is not deterministic")
        }
        if let bytesValidator = validator.utf8Validator {
            var text = input
            let fromBytes = text.withUTF8 { bytesValidator.validate(utf8: $0) }
            if fromBytes != first {
                problems.append("validate(utf8:) answers \(described(fromBytes)) for \(shown), but validate answers \(described(first))")
            }
        }
        var published: [String] = []
        if let failure = first.failure {
            let messages = MessageLocale.shipped.map { failure.message(in: $0) }
            if failure.code.rawValue.isEmpty || messages.contains(where: \.isEmpty) {
                problems.append("the failure for \(shown) lacks a code or a message")
            }
            for message in messages where message.hasSuffix(".") {
                problems.append("the message '\(message)' ends with a period")
            }
            published += [failure.code.rawValue] + messages
        }
        if let provider = validator.detailsProvider {
            let details = provider.details(for: input)
            if provider.details(for: input) != details {
                problems.append("details of \(shown) are not deterministic")
            }
            published.append(String(describing: details))
        }
        for secret in secrets where !secret.isEmpty && published.contains(where: { $0.contains(secret) }) {
            problems.append("a secret option value appears in the answer for \(shown)")
        }
        return problems
    }
}
