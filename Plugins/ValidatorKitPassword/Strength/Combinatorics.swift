/// The counting zxcvbn's guess estimates use, computed in the same floating-point steps as
/// zxcvbn 4.5.0 so that the estimates agree with it to the last bits.
enum Combinatorics {
    /// zxcvbn's `nCk`: the binomial coefficient, as a running product and quotient in
    /// floating point (0 when `k > n`).
    static func choose(_ n: Int, _ k: Int) -> Double {
        if k > n { return 0 }
        if k == 0 { return 1 }
        var result = 1.0
        var n = n
        for divisor in 1...k {
            result *= Double(n)
            result /= Double(divisor)
            n -= 1
        }
        return result
    }

    /// The sum of `choose(total, i)` for `i` from 1 to `upTo` (0 when `upTo` is below 1): the
    /// variations of a word with `upTo` of its `total` characters changed.
    static func variations(total: Int, upTo limit: Int) -> Double {
        guard limit >= 1 else { return 0 }
        var sum = 0.0
        for count in 1...limit {
            sum += choose(total, count)
        }
        return sum
    }

    /// `l!` as a floating-point number (`inf` past 170).
    static func factorial(_ l: Int) -> Double {
        var result = 1.0
        var factor = 2
        while factor <= l {
            result *= Double(factor)
            factor += 1
        }
        return result
    }
}
