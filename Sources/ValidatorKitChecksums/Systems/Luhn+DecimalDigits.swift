extension Luhn {
    /// Reads the ASCII digits at the start of `bytes`, eight at a time while they last, then
    /// one by one; returns how many were read, which is the offset of the first other byte.
    ///
    /// Only for the decimal alphabet.
    mutating func appendDecimalDigits(_ bytes: UnsafeBufferPointer<UInt8>) -> Int {
        var offset = 0
        if let start = bytes.baseAddress.map(UnsafeRawPointer.init) {
            while offset &+ 8 <= bytes.count,
                let values = Self.decimalValues(
                    ofEight: UInt64(littleEndian: start.loadUnaligned(fromByteOffset: offset, as: UInt64.self)))
            {
                appendEightDecimalDigits(values)
                offset &+= 8
            }
        }
        while offset < bytes.count {
            let digit = Int(bytes[offset] &- UInt8(ascii: "0"))
            guard digit < 10 else { break }
            append(digit)
            offset &+= 1
        }
        return offset
    }

    /// The values of eight ASCII digit bytes read as one little-endian word (the first byte in
    /// the lowest eight bits), one value per byte in the same order; `nil` when any byte is not
    /// a digit.
    @inline(__always)
    static func decimalValues(ofEight bytes: UInt64) -> UInt64? {
        let values = bytes &- 0x3030_3030_3030_3030
        // A value from 10 to 0x7F gets its top bit once 0x76 is added (0x76 + 10 = 0x80); a value
        // of 0x80 or more (a byte below "0" borrows, a byte above 0xAF) has it already, whatever
        // it carries into its neighbours.
        let notDigits = (values | (values &+ 0x7676_7676_7676_7676)) & 0x8080_8080_8080_8080
        return notDigits == 0 ? values : nil
    }

    /// Reads eight decimal digits at once, given as ``decimalValues(ofEight:)`` returns them.
    @inline(__always)
    mutating func appendEightDecimalDigits(_ values: UInt64) {
        let lanes: UInt64 = 0x00FF_00FF_00FF_00FF
        // The 1st, 3rd, 5th and 7th digits, and the 2nd, 4th, 6th and 8th, in 16-bit lanes.
        let odd = values & lanes
        let even = (values &>> 8) & lanes
        // 1 in the byte of each digit above 4, whose doubled value loses 9 to the digit sum.
        let aboveFour = ((values &+ 0x7B7B_7B7B_7B7B_7B7B) &>> 7) & 0x0101_0101_0101_0101
        let oddSum = Self.sumOfLanes(odd)
        let evenSum = Self.sumOfLanes(even)
        let oddDoubled = 2 &* oddSum &- 9 &* Self.sumOfLanes(aboveFour & lanes)
        let evenDoubled = 2 &* evenSum &- 9 &* Self.sumOfLanes((aboveFour &>> 8) & lanes)
        // The 8th digit is now the last: the even ones are kept and the odd ones doubled when
        // it is the check digit, and the other way round when it is doubled. Eight appends swap
        // the two sums back, so each keeps its role.
        sumWithLastKept &+= evenSum &+ oddDoubled
        sumWithLastDoubled &+= oddSum &+ evenDoubled
    }

    /// The sum of four 16-bit lanes, each at most 255.
    @inline(__always)
    private static func sumOfLanes(_ lanes: UInt64) -> Int {
        Int(truncatingIfNeeded: (lanes &* 0x0001_0001_0001_0001) &>> 48)
    }
}
