extension CheckCharacterSystem {
    /// Whether `text` is a payload followed by its check characters; see the requirement.
    @inlinable
    public func isValid(_ text: String) -> Bool {
        text.withUTF8Bytes { readsValid($0) }
    }

    /// The check characters to append to `payload`; see the requirement.
    @inlinable
    public func checkCharacters(for payload: String) -> String? {
        payload.withUTF8Bytes { checkCharacters(forBytes: $0) }
    }

    /// Whether `bytes` are the UTF-8 bytes of a payload followed by its check characters.
    @inlinable
    func readsValid(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard bytes.count > checkCharacterCount else { return false }
        // Read once, not once a byte: an alphabet is a static value of most systems.
        let alphabet = alphabet
        let payloadRadix = payloadRadix
        let checkRadix = checkRadix
        let payloadEnd = bytes.count &- checkCharacterCount
        var computation = self
        for offset in bytes.indices {
            guard let value = alphabet.value(of: bytes[offset]),
                value < (offset < payloadEnd ? payloadRadix : checkRadix)
            else { return false }
            computation.append(value)
        }
        return computation.isSatisfied
    }

    /// The check characters for the payload whose UTF-8 bytes are `bytes`.
    @inlinable
    func checkCharacters(forBytes bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard !bytes.isEmpty else { return nil }
        let alphabet = alphabet
        let payloadRadix = payloadRadix
        var computation = self
        for byte in bytes {
            guard let value = alphabet.value(of: byte), value < payloadRadix else { return nil }
            computation.append(value)
        }
        return alphabet.text(of: computation.checkValue, radix: checkRadix, characterCount: checkCharacterCount)
    }
}
