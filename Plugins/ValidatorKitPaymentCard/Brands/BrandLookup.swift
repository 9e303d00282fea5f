/// Finds the brands a card number can belong to from its leading digits, scanning one flat,
/// precomputed list of the ranges of ``CardBrand/all`` without allocating.
///
/// Each range of `n` digits matches a prefix of at least `n` digits that starts with a number
/// in it, and can still match a shorter prefix that starts one of its numbers. Of the ranges
/// that match, the most specific (longest) wins; a brand stays a candidate while it has the
/// winning range or a longer range that could still match. So `4` is Visa alone, `3` leaves
/// American Express, Diners Club and JCB, `6011` is Discover although Maestro claims `6`.
enum BrandLookup {
    /// One issuer range, widened to six-digit numbers, and the index of its brand.
    private struct Entry {
        let lowest: Int
        let highest: Int
        let digitCount: Int
        let brandIndex: Int
    }

    private static let entries: [Entry] = CardBrand.all.indices.flatMap { brandIndex in
        CardBrand.all[brandIndex].ranges.map { range in
            var scale = 1
            for _ in range.digitCount..<IssuerPrefix.maximumDigitCount {
                scale *= 10
            }
            return Entry(
                lowest: range.first * scale, highest: (range.last + 1) * scale - 1,
                digitCount: range.digitCount, brandIndex: brandIndex)
        }
    }

    /// The brands a number starting with `prefix` can still belong to; every brand for the
    /// empty prefix, none when no brand starts so.
    static func candidates(for prefix: IssuerPrefix) -> BrandSet {
        let (lowest, highest) = prefix.sixDigitBounds
        var strongestDigitCount = 0
        var strongest = BrandSet()
        var stillPossible = BrandSet()
        for entry in entries where entry.lowest <= highest && lowest <= entry.highest {
            if entry.digitCount > prefix.digitCount {
                stillPossible.insert(entry.brandIndex)
            } else if entry.digitCount > strongestDigitCount {
                strongestDigitCount = entry.digitCount
                strongest = BrandSet()
                strongest.insert(entry.brandIndex)
            } else if entry.digitCount == strongestDigitCount {
                strongest.insert(entry.brandIndex)
            }
        }
        return strongest.union(stillPossible)
    }

    /// How many leading digits of `prefix` some brand can still start with: the digit after
    /// them is the first no brand accepts.
    static func matchedDigitCount(of prefix: IssuerPrefix) -> Int {
        var count = 0
        while count < prefix.digitCount, !candidates(for: prefix.truncated(to: count + 1)).isEmpty {
            count += 1
        }
        return count
    }
}
