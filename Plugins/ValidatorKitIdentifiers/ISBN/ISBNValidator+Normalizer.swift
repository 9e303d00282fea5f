public import ValidatorKit

extension ISBNValidator: ValueNormalizer {
    /// The ISBN-13, compact: an ISBN-10 becomes `978`, its first nine digits and a new GS1
    /// check digit (ISO 2108), so `0-306-40615-2` and `978-0-306-40615-7` are both stored as
    /// `9780306406157`.
    public func normalizedValue(of text: String) -> String {
        Self.isbn13(ofCompact: IdentifierText.compact(text)) ?? text
    }
}
