/// The characters of a ``CheckAlphabet`` and the value of each ASCII code, built once.
///
/// A class, so that copying an alphabet (and every ``Luhn`` holding one) copies a reference,
/// not two arrays.
@usableFromInline
final class CheckAlphabetTable: Sendable {
    /// The ASCII codes of the characters, in value order.
    @usableFromInline let characters: [UInt8]
    /// For each ASCII code (0 to 127), the value of its character, or ``noValue``.
    @usableFromInline let values: [UInt8]
    /// The entry of ``values`` for a code the alphabet does not hold.
    @usableFromInline static let noValue: UInt8 = 0xFF

    /// Builds the table of `characters`: distinct printable ASCII codes, fewer than 255.
    init(_ characters: [UInt8]) {
        var values = [UInt8](repeating: Self.noValue, count: 128)
        for (value, character) in characters.enumerated() {
            values[Int(character)] = UInt8(value)
        }
        self.characters = characters
        self.values = values
    }

    /// The value of the character whose ASCII code is `byte`, or `nil`.
    @inlinable
    func value(of byte: UInt8) -> Int? {
        guard byte < 0x80 else { return nil }
        let value = values[Int(byte)]
        return value == Self.noValue ? nil : Int(value)
    }
}
