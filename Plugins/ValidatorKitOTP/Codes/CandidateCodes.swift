/// The codes a verifier accepts around one moving factor (a time step or a counter), computed
/// once and compared in constant time.
///
/// `@_spi(Benchmarks)`: the constant-time check in `Benchmarks/` times ``matches(_:)`` alone.
@_spi(Benchmarks) public struct CandidateCodes: Sendable {
    /// The moving factor the candidates were computed around (offset 0).
    private(set) var anchor: UInt64
    /// The moving factor of the first candidate.
    private(set) var firstFactor: UInt64
    /// The code for each moving factor from `firstFactor` on.
    private(set) var codes: [UInt32]

    /// The codes of `generator` for every moving factor in `factors`, around `anchor`.
    @_spi(Benchmarks) public init(generator: OneTimePasswordGenerator, factors: ClosedRange<UInt64>, anchor: UInt64) {
        (self.anchor, firstFactor, codes) = (anchor, factors.lowerBound, [])
        recompute(generator: generator, factors: factors, anchor: anchor)
    }

    /// Replaces the candidates with the codes of `generator` for every moving factor in
    /// `factors`, around `anchor`, in the same storage: no allocation when these candidates are
    /// the only holder of their codes and there are no more of them than before.
    mutating func recompute(generator: OneTimePasswordGenerator, factors: ClosedRange<UInt64>, anchor: UInt64) {
        self.anchor = anchor
        firstFactor = factors.lowerBound
        codes.removeAll(keepingCapacity: true)
        for factor in factors {
            codes.append(generator.numericCode(counter: factor))
        }
    }

    /// A bit for each candidate, set where the candidate equals `code`.
    ///
    /// Every candidate is compared, with no early exit and no branch on the digits, so the time
    /// taken says nothing about how close `code` came to any of them.
    @_spi(Benchmarks) public func matches(_ code: UInt32) -> UInt32 {
        var matches: UInt32 = 0
        for (index, candidate) in codes.enumerated() {
            let difference = candidate ^ code
            // Codes are below 10^8 < 2^31, so `difference | -difference` has its top bit set
            // exactly when `difference` is not zero.
            let isEqual = ((difference | (0 &- difference)) >> 31) ^ 1
            matches |= isEqual << UInt32(index)
        }
        return matches
    }

    /// The moving factor of candidate `index`.
    func factor(ofCandidate index: Int) -> UInt64 {
        firstFactor + UInt64(index)
    }

    /// How far candidate `index` lies from the anchor: -1, 0, +1 …
    func offset(ofCandidate index: Int) -> Int {
        Int(truncatingIfNeeded: factor(ofCandidate: index) &- anchor)
    }
}
