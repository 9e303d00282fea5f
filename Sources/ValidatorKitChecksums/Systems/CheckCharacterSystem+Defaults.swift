extension CheckCharacterSystem {
    /// ``CheckAlphabet/decimal``, unless the system says otherwise.
    public var alphabet: CheckAlphabet { .decimal }
    /// Every character of ``alphabet``, unless the system keeps some for check characters.
    public var payloadRadix: Int { alphabet.count }
    /// Every character of ``alphabet``, unless the system's check characters are fewer.
    public var checkRadix: Int { alphabet.count }
    /// One, unless the system says otherwise.
    public var checkCharacterCount: Int { 1 }
}
