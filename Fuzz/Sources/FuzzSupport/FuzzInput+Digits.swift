extension FuzzInput {
    /// Up to `limit` characters, mostly ASCII digits, with separators and tricky characters
    /// mixed in: the texts card, phone and one-time-code validators mostly see.
    public mutating func digitHeavyText(upTo limit: Int) -> String {
        var text = ""
        for _ in 0..<integer(in: 0...limit) {
            let choice = byte()
            switch choice {
            case 0..<160: text.unicodeScalars.append(Unicode.Scalar(UInt8(ascii: "0") + choice % 10))
            case 160..<176: text.append(choose([" ", "-", ".", "/", "+", "(", ")"]))
            default: text.unicodeScalars.append(contentsOf: trickyScalars())
            }
        }
        return text
    }
}
