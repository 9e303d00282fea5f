import ValidatorKit

// The example of the "Capabilities" section of WritingAPlugin.md, verbatim after this comment;
// CapabilitiesExampleTests checks that the article holds it and that its outputs are right.
extension ValidationFailure.Code {
    /// `product-code.character`: a letter where a digit belongs, or the other way round.
    static let productCodeCharacter = Self("product-code.character")
    /// `product-code.length`: more than seven characters.
    static let productCodeLength = Self("product-code.length")
}

/// A product code such as `ABC-1234`: three letters, then four digits.
struct ProductCodeValidator: Validator, InputFilter, SectionLayoutProvider, TextFormatter, ValidationDetailsProvider {
    func validate(_ text: String) -> Validity {
        for (position, character) in text.enumerated() {
            let fits = character.isASCII && (position < 3 ? character.isLetter : character.isNumber)
            if !fits {
                return .invalid(ValidationFailure(
                    code: .productCodeCharacter, message: "Three letters, then four digits", position: position))
            }
        }
        if text.count > 7 {
            return .invalid(ValidationFailure(code: .productCodeLength, message: "Seven characters", position: 7))
        }
        return text.count < 7 ? .incomplete : .valid
    }

    /// Asked for each character typed or pasted, before anything else: a refused separator
    /// (space, dash, dot, slash) is dropped quietly, any other refused character is reported.
    func accepts(_ character: Character) -> Bool {
        character.isASCII && (character.isLetter || character.isNumber)
    }

    /// Asked after each edit with the text so far; the capacity, 7, stops typing beyond it.
    func sectionLayout(for text: String) -> SectionLayout {
        [3, 4]
    }

    /// The text the field shows, in place of its sections joined by spaces.
    func formatted(_ text: String) -> String {
        let capitals = text.uppercased()
        return capitals.count > 3 ? "\(capitals.prefix(3))-\(capitals.dropFirst(3))" : capitals
    }

    /// Extras for hosts: `check` prints them, replay traces show them.
    func details(for text: String) -> ValidationDetails {
        text.count >= 3 ? ["series": .string(text.prefix(3).uppercased())] : [:]
    }
}
