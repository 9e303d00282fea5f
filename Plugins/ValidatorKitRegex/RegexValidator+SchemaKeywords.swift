public import ValidatorKit

extension RegexValidator {
    /// The pattern as a JSON Schema `pattern` where it means the same in ECMA-262 (literal
    /// characters, classes of characters and ranges, `.`, groups, alternatives, `^`, `$` and
    /// quantifiers, but not `\d`, `\w`, `\s`, `\b`, which PCRE2 reads for every script, nor
    /// lookarounds, references, possessive quantifiers, atomic groups or inline options), anchored at both ends as the validator matches the
    /// whole text; else an `x-validatorkit` annotation naming the plugin, the pattern and its
    /// flags, so the schema states nothing it cannot state exactly.
    ///
    /// ```swift
    /// try RegexValidator(pattern: "[0-9]{5}").schemaKeywords   // ["pattern": "^(?:[0-9]{5})$"]
    /// try RegexValidator(pattern: #"\d{5}"#).schemaKeywords
    /// // ["x-validatorkit": [["plugin": "regex", "pattern": "\\d{5}", "flags": ""]]]
    /// ```
    public var schemaKeywords: [String: JSONValue] {
        if let translated = ECMAScriptPattern(pcre2: pattern, flags: flags) {
            return ["pattern": .string(translated.wholeText)]
        }
        return ["x-validatorkit": [["plugin": "regex", "pattern": .string(pattern), "flags": .string(flags.description)]]]
    }
}
