import ValidatorKitChecksums

/// What one pass over the UTF-8 bytes of a card field's text found: the Luhn checksum, the
/// leading digits and the brands they allow, and the first problem in reading order.
///
/// Spaces and dashes between digits are skipped. Reading stops at the first problem, so a
/// 10 MB paste of digits costs no more than its first twenty; nothing is allocated, and every
/// stored value is a plain number (the decimal `Luhn` holds no alphabet table), so the reading
/// is copied without reference counting.
struct CardNumberReading {
    /// The first reason the text cannot be a card number.
    enum Problem {
        /// The byte at this offset is neither an ASCII digit nor a separator.
        case character(byteOffset: Int)
        /// No brand starts with the leading digits.
        case brand
        /// The digit at this byte offset is one more than the brand at `brandIndex` allows.
        case length(byteOffset: Int, brandIndex: Int)
    }

    /// The Luhn computation over the digits read.
    private(set) var checksum = Luhn()
    /// How many digits were read.
    private(set) var digitCount = 0
    /// The leading digits read, at most six.
    private(set) var prefix = IssuerPrefix()
    /// The brands the leading digits allow.
    private(set) var candidates = BrandSet.everyBrand
    /// The index in ``CardBrand/all`` of the brand, once the leading digits leave exactly one.
    private(set) var brandIndex: Int?
    /// The first problem, if any.
    private(set) var problem: Problem?

    /// Reads `text`, from its contiguous UTF-8 storage when it has some; with
    /// `stoppingAtBrand`, only as far as the brand (six digits, or the first problem before
    /// them), as a reader of the brand alone needs: what follows cannot change it.
    ///
    /// A static function rather than an initializer, so that `text` is borrowed, not retained.
    @inline(__always)
    static func read(_ text: String, stoppingAtBrand: Bool = false) -> CardNumberReading {
        text.utf8.withContiguousStorageIfAvailable { Self(bytes: $0, stoppingAtBrand: stoppingAtBrand) }
            ?? readCopy(of: text, stoppingAtBrand: stoppingAtBrand)
    }

    /// Reads a copy of a text without contiguous UTF-8 storage (a bridged string).
    @inline(never)
    private static func readCopy(of text: String, stoppingAtBrand: Bool) -> CardNumberReading {
        Array(text.utf8).withUnsafeBufferPointer { Self(bytes: $0, stoppingAtBrand: stoppingAtBrand) }
    }

    @inline(__always)
    private init(bytes: UnsafeBufferPointer<UInt8>, stoppingAtBrand: Bool) {
        var digitLimit = Int.max
        var byteOffset = 0
        for byte in bytes {
            let digit = ASCII.digitValue(byte)
            if digit < 10 {
                if digitCount == digitLimit, let brandIndex {
                    problem = .length(byteOffset: byteOffset, brandIndex: brandIndex)
                    return
                }
                checksum.append(digit)
                digitCount &+= 1
                if !prefix.isComplete {
                    prefix.append(digit)
                    if prefix.isComplete {
                        // Six digits leave at most one brand: no two brands have overlapping
                        // ranges of the same length (a test checks the table).
                        candidates = BrandLookup.candidates(for: prefix)
                        brandIndex = candidates.onlyMemberIndex
                        guard let brandIndex else {
                            problem = .brand
                            return
                        }
                        if stoppingAtBrand { return }
                        digitLimit = BrandLengths.byBrandIndex[brandIndex].longest
                    }
                }
            } else if byte != ASCII.space && byte != ASCII.hyphenMinus {
                problem = .character(byteOffset: byteOffset)
                break
            }
            byteOffset &+= 1
        }
        if !prefix.isComplete {
            candidates = BrandLookup.candidates(for: prefix)
            brandIndex = candidates.onlyMemberIndex
            if candidates.isEmpty {
                // The digit no brand accepts comes before any character problem.
                problem = .brand
            }
        }
    }
}
