/// The `charset` plugin: every character must belong to an allowed set.
package struct CharsetPlugin: ValidatorPlugin {
    /// `"charset"`.
    package let identifier = "charset"
    /// One line for listings.
    package let summary = "Accepts only characters from a set"
    /// `allowed`.
    package let options = [
        OptionDescription(
            name: "allowed", type: .string, defaultValue: .string("alphanumeric"),
            documentation: "digits (0-9), letters (any script), alphanumeric, or the literal characters allowed"),
    ]

    /// `charset.character`.
    package let failureCodes = FailureCodeDescription.core(.charsetCharacter)

    /// Creates the plugin.
    package init() {}

    /// Builds a ``CharsetValidator``; an empty `allowed` is an error.
    package func make(_ options: ValidatorOptions) throws -> any Validator {
        let allowed = options.string("allowed") ?? "alphanumeric"
        guard let characterSet = CharsetValidator.AllowedCharacters(allowed) else {
            throw ValidatorConfigurationError.invalidOptionValue(
                "allowed", plugin: identifier, given: allowed,
                expected: "digits, letters, alphanumeric, or a non-empty list of characters")
        }
        return CharsetValidator(allowed: characterSet)
    }
}

/// Accepts texts made only of allowed characters; it is also the field's ``InputFilter``.
public struct CharsetValidator: Validator, InputFilter {
    /// A set of characters a ``CharsetValidator`` allows.
    public enum AllowedCharacters: Sendable, Hashable, CustomStringConvertible {
        /// The ASCII digits 0 to 9.
        case digits
        /// Letters of any script.
        case letters
        /// Letters of any script and the ASCII digits.
        case alphanumeric
        /// Exactly these characters.
        case literal(Set<Character>)

        /// Parses an option value: a set's name or a literal list; `nil` for an empty text.
        init?(_ option: String) {
            switch option {
            case "digits": self = .digits
            case "letters": self = .letters
            case "alphanumeric": self = .alphanumeric
            case "": return nil
            default: self = .literal(Set(option))
            }
        }

        /// Whether `character` belongs to the set.
        func contains(_ character: Character) -> Bool {
            switch self {
            case .digits: character.asciiValue.map { (0x30...0x39).contains($0) } ?? false
            case .letters: character.isLetter
            case .alphanumeric: character.isLetter || (character.asciiValue.map { (0x30...0x39).contains($0) } ?? false)
            case .literal(let characters): characters.contains(character)
            }
        }

        /// The set as a message names it.
        /// The message variant of `charset.character` naming the set; `nil` for a literal set,
        /// whose message quotes its characters.
        var messageVariant: String? {
            switch self {
            case .digits: "digits"
            case .letters: "letters"
            case .alphanumeric: "alphanumeric"
            case .literal: nil
            }
        }

        /// The arguments of `charset.character` at the zero-based `position`.
        func messageArguments(position: Int) -> [String: JSONValue] {
            guard case .literal(let characters) = self else { return ["position": .integer(position + 1)] }
            return ["position": .integer(position + 1), "characters": .string(String(characters.sorted()))]
        }

        public var description: String {
            switch self {
            case .digits: "digits"
            case .letters: "letters"
            case .alphanumeric: "letters and digits"
            case .literal(let characters): "only '\(String(characters.sorted()))'"
            }
        }
    }

    /// The characters allowed.
    let allowed: AllowedCharacters

    /// Creates a validator allowing `allowed`.
    public init(allowed: AllowedCharacters) {
        self.allowed = allowed
    }

    /// `invalid` with `charset.character` and the position of the first character not allowed.
    ///
    /// The message names the position, not the character, so a secret field's text is never shown.
    public func validate(_ text: String) -> Validity {
        var position = 0
        for character in text {
            if !allowed.contains(character) {
                return .invalid(ValidationFailure(
                    code: .charsetCharacter, arguments: allowed.messageArguments(position: position),
                    variant: allowed.messageVariant, position: position))
            }
            position += 1
        }
        return .valid
    }

    /// Whether `character` belongs to the allowed set.
    public func accepts(_ character: Character) -> Bool {
        allowed.contains(character)
    }
}
