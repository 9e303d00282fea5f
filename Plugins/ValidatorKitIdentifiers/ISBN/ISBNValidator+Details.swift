public import ValidatorKit
import ValidatorKitChecksums

extension ISBNValidator: ValidationDetailsProvider {
    /// For a valid ISBN: `isbn13`, its 13 digits, and `isbn10`, its ten characters when it has
    /// an ISBN-10 form (an ISBN-10, or an ISBN-13 starting with 978); nothing otherwise.
    ///
    /// `978-0-306-40615-7` gives `isbn13` `9780306406157` and `isbn10` `0306406152`.
    public func details(for text: String) -> ValidationDetails {
        guard validate(text).isValid else { return [:] }
        let isbn = IdentifierText.compact(text)
        var details: ValidationDetails = [:]
        if isbn.utf8.count == 10 {
            details["isbn10"] = .string(isbn)
            details["isbn13"] = Self.isbn13(ofCompact: isbn).map(JSONValue.string)
        } else {
            details["isbn13"] = .string(isbn)
            if isbn.hasPrefix("978") {
                let isbn10Payload = String(isbn.dropFirst(3).dropLast())
                details["isbn10"] = WeightedMod11().checkCharacters(for: isbn10Payload).map { .string(isbn10Payload + $0) }
            }
        }
        return details
    }

    /// The ISBN-13 of a valid compact ISBN: itself, or for an ISBN-10, `978`, its first nine
    /// digits and their GS1 check digit.
    static func isbn13(ofCompact isbn: String) -> String? {
        guard isbn.utf8.count == 10 else { return isbn }
        let isbn13Payload = "978" + isbn.dropLast()
        return GS1Mod10().checkCharacters(for: isbn13Payload).map { isbn13Payload + $0 }
    }
}
