/// Random 16-digit numbers for the Luhn benchmarks, the same in every run: half end in the right
/// check digit, half in a wrong one.
public enum CardNumbers {
    /// `count` numbers from `seed`, alternating valid and invalid.
    public static func generate(count: Int, seed: UInt64 = 7_992_739_871) -> [String] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { index in
            var digits = (0..<15).map { _ in Int.random(in: 0...9, using: &generator) }
            let checkDigit = Self.checkDigit(for: digits)
            digits.append(index.isMultiple(of: 2) ? checkDigit : (checkDigit + 1) % 10)
            return String(digits.map { Character(String($0)) })
        }
    }

    /// The Luhn check digit for `payload`, computed independently of every validator measured.
    static func checkDigit(for payload: [Int]) -> Int {
        var sum = 0
        for (offset, digit) in payload.reversed().enumerated() {
            let weighted = offset.isMultiple(of: 2) ? digit * 2 : digit
            sum += weighted > 9 ? weighted - 9 : weighted
        }
        return (10 - sum % 10) % 10
    }
}
