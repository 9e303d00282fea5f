public import ValidatorKit

extension PhoneValidator: InputFilter {
    /// Whether `character` is a digit of any script or a plus sign (`+`, `＋`); the field drops
    /// separators such as spaces and dashes quietly, and the formatter puts its own back.
    public func accepts(_ character: Character) -> Bool {
        guard let scalar = PhoneCharacters.onlyScalar(of: character) else { return false }
        return PhoneCharacters.asciiDigit(for: scalar) != nil || PhoneCharacters.isPlusSign(scalar)
    }
}
