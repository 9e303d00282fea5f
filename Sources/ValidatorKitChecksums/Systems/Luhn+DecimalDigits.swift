extension Luhn {
    /// The decimal Luhn sum of `bytes`, which must all be ASCII digits: every second digit from
    /// the right doubled (its two digits summed), starting with the rightmost one when
    /// `doublingLast` is true and with the one before it otherwise; `nil` when any byte is not a
    /// digit.
    ///
    /// The digits are read eight at a time, as one 64-bit word, from the right end, so that
    /// which of them are doubled is known from the start; the first `count % 8` are read last,
    /// as the top bytes of a word whose other bytes stand for zeros. Only for the decimal
    /// alphabet.
    @inlinable @inline(__always)
    static func decimalSum(of bytes: UnsafeBufferPointer<UInt8>, doublingLast: Bool) -> Int? {
        guard let start = bytes.baseAddress.map(UnsafeRawPointer.init) else { return 0 }
        // The byte at the top of a word is the rightmost digit it holds, and a word holds an
        // even number of digits, so the same bytes are doubled in every word.
        let doubledBytes: UInt64 = doublingLast ? 0xFF00_FF00_FF00_FF00 : 0x00FF_00FF_00FF_00FF
        var sum = 0
        var notDigits: UInt64 = 0
        var end = bytes.count
        while end >= 8 {
            end &-= 8
            let values = UInt64(littleEndian: start.loadUnaligned(fromByteOffset: end, as: UInt64.self)) &- asciiZeros
            notDigits |= Self.notDigitBits(of: values)
            sum &+= Self.sum(of: values, doubling: doubledBytes)
        }
        if end > 0 {
            let values: UInt64
            if bytes.count >= 8 {
                // The first word, shifted up so that its first `end` bytes are its top ones; the
                // bytes shifted out were read above, and any borrow they made moved up and out.
                let first = UInt64(littleEndian: start.loadUnaligned(as: UInt64.self)) &- asciiZeros
                values = first &<< (8 &* (8 &- end))
            } else {
                var word = asciiZeros
                withUnsafeMutableBytes(of: &word) { word in
                    word.baseAddress?.advanced(by: 8 &- end).copyMemory(from: start, byteCount: end)
                }
                values = UInt64(littleEndian: word) &- asciiZeros
            }
            notDigits |= Self.notDigitBits(of: values)
            sum &+= Self.sum(of: values, doubling: doubledBytes)
        }
        return notDigits & 0x8080_8080_8080_8080 == 0 ? sum : nil
    }

    /// Eight ASCII `"0"` bytes: subtracted from eight digit bytes, it leaves their values.
    @inlinable
    static var asciiZeros: UInt64 { 0x3030_3030_3030_3030 }

    /// The top bit of each byte of `values` (eight bytes less `"0"`) is set where the byte was
    /// not a digit.
    ///
    /// A value from 10 to 0x7F gets its top bit once 0x76 is added (0x76 + 10 = 0x80); a value
    /// of 0x80 or more (a byte below `"0"` borrows, a byte above 0xAF) has it already, whatever
    /// it carries into its neighbours.
    @inlinable @inline(__always)
    static func notDigitBits(of values: UInt64) -> UInt64 {
        values | (values &+ 0x7676_7676_7676_7676)
    }

    /// The Luhn sum of eight digit values, one a byte, those in `doubledBytes` doubled.
    @inlinable @inline(__always)
    static func sum(of values: UInt64, doubling doubledBytes: UInt64) -> Int {
        let doubled = values & doubledBytes
        // 1 in the byte of each doubled digit above 4, whose double loses 9 to its digit sum.
        let aboveFour = ((doubled &+ 0x7B7B_7B7B_7B7B_7B7B) &>> 7) & 0x0101_0101_0101_0101
        // Each byte now holds what its digit adds to the sum, at most 9.
        let contributions = values &+ doubled &- 9 &* aboveFour
        // The top byte of the product is the sum of all eight, at most 72.
        return Int(truncatingIfNeeded: (contributions &* 0x0101_0101_0101_0101) &>> 56)
    }
}
