/// The Luhn check character system (ISO/IEC 7812-1 for payment cards and IMEIs), over any
/// alphabet: Luhn mod N, where N is the alphabet's size.
///
/// From the right, every second character's value is doubled (its base-N digits summed when the
/// double reaches N), and all the values must add up to a multiple of N. The decimal case reads
/// eight digits at a time, from the right end.
///
/// | Call | Answer |
/// |---|---|
/// | `Luhn().isValid("79927398713")` | `true` |
/// | `Luhn().checkCharacters(for: "7992739871")` | `"3"` |
/// | `Luhn(alphabet: .alphanumeric).checkCharacters(for: "EAC")` | `"A"` |
public struct Luhn: CheckCharacterSystem {
    /// The alphabet; its size is the modulus.
    public let alphabet: CheckAlphabet
    /// The size of the alphabet.
    @usableFromInline let radix: Int
    /// The sum if the last character read is the check character (left alone).
    @usableFromInline var sumWithLastKept = 0
    /// The sum if the last character read is doubled (it precedes the check character).
    ///
    /// Which characters are doubled depends on the count from the right, unknown until the end,
    /// so both sums are kept; reading a character swaps their roles.
    @usableFromInline var sumWithLastDoubled = 0

    /// A Luhn computation over `alphabet` that has read nothing; decimal unless told otherwise.
    @inlinable
    public init(alphabet: CheckAlphabet = .decimal) {
        self.alphabet = alphabet
        radix = alphabet.count
    }

    /// Reads the next character's value, below the alphabet's size.
    @inlinable
    public mutating func append(_ value: Int) {
        let double = value &* 2
        let doubled = double < radix ? double : double &- radix &+ 1
        let kept = sumWithLastDoubled &+ value
        sumWithLastDoubled = sumWithLastKept &+ doubled
        sumWithLastKept = kept
    }

    /// Whether the sum, the last character read being the check character, is a multiple of
    /// the alphabet's size.
    public var isSatisfied: Bool {
        sumWithLastKept % radix == 0
    }

    /// The value of the check character that makes the characters read so far pass.
    public var checkValue: Int {
        (radix &- sumWithLastDoubled % radix) % radix
    }

    /// Whether `text` is a payload followed by its check character, reading a decimal text
    /// eight digits at a time from its right end.
    @inlinable @inline(__always)
    public func isValid(_ text: String) -> Bool {
        text.withUTF8Bytes { isValid(utf8: $0) }
    }

    /// Whether the text whose UTF-8 is `bytes` is a payload followed by its check character:
    /// ``isValid(_:)`` for a host that holds bytes, without making a `String` of them.
    @inlinable @inline(__always)
    public func isValid(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        guard alphabet.table == nil else { return isValidOverTable(bytes) }
        guard bytes.count >= 2, let sum = Self.decimalSum(of: bytes, doublingLast: false) else { return false }
        // An even count of digits leaves the roles of the sums so far as they are.
        let before = bytes.count & 1 == 0 ? sumWithLastKept : sumWithLastDoubled
        return (before &+ sum) % 10 == 0
    }

    /// Whether `bytes` are a payload followed by its check character, for an alphabet with a
    /// table: out of line, so that inlining ``isValid(utf8:)`` brings in the decimal path alone.
    @usableFromInline
    func isValidOverTable(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        readsValid(bytes)
    }

    /// The check character for `payload`, reading a decimal payload eight digits at a time
    /// from its right end.
    public func checkCharacters(for payload: String) -> String? {
        guard alphabet.table == nil else { return payload.withUTF8Bytes { checkCharacters(forBytes: $0) } }
        return payload.withUTF8Bytes { bytes in
            guard !bytes.isEmpty, let sum = Self.decimalSum(of: bytes, doublingLast: true) else { return nil }
            var computation = self
            computation.sumWithLastDoubled = (bytes.count & 1 == 0 ? sumWithLastDoubled : sumWithLastKept) &+ sum
            return alphabet.text(of: computation.checkValue, radix: radix, characterCount: 1)
        }
    }
}
