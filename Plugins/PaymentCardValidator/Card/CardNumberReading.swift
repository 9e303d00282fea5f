/// What one pass over the UTF-8 bytes of a card field's text found: the Luhn checksum, the
/// leading digits and the brands they allow, and the first problem in reading order.
///
/// Spaces and dashes between digits are skipped. Reading stops at the first problem, so a
/// 10 MB paste of digits costs no more than its first twenty, and nothing is allocated.
struct CardNumberReading {
    /// The first reason the text cannot be a card number.
    enum Problem {
        /// The byte at this offset is neither an ASCII digit nor a separator.
        case character(byteOffset: Int)
        /// No brand starts with the leading digits.
        case brand
        /// The digit at this byte offset is one more than `brand` allows.
        case length(byteOffset: Int, brand: CardBrand)
    }

    /// The checksum of the digits read.
    private(set) var checksum = LuhnChecksum()
    /// The leading digits read, at most six.
    private(set) var prefix = IssuerPrefix()
    /// The brands the leading digits allow.
    private(set) var candidates = BrandSet.everyBrand
    /// The first problem, if any.
    private(set) var problem: Problem?

    /// Reads `text`, from its contiguous UTF-8 storage when it has some.
    init(_ text: String) {
        self = text.utf8.withContiguousStorageIfAvailable(Self.init(bytes:)) ?? Self(bytes: text.utf8)
    }

    @inline(__always)
    private init(bytes: some Sequence<UInt8>) {
        var byteOffset = 0
        var brand: CardBrand?
        var digitLimit = Int.max
        for byte in bytes {
            let digit = ASCII.digitValue(byte)
            if digit < 10 {
                if checksum.digitCount == digitLimit, let brand {
                    problem = .length(byteOffset: byteOffset, brand: brand)
                    return
                }
                checksum.append(digit)
                if !prefix.isComplete {
                    prefix.append(digit)
                    if prefix.isComplete {
                        // Six digits leave at most one brand: no two brands have overlapping
                        // ranges of the same length (a test checks the table).
                        candidates = BrandLookup.candidates(for: prefix)
                        brand = candidates.onlyMember
                        guard let brand else {
                            problem = .brand
                            return
                        }
                        digitLimit = brand.longestLength
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
            if candidates.isEmpty {
                // The unmatched digit comes before any character problem.
                problem = .brand
            }
        }
    }

    /// The brand, once the leading digits leave exactly one.
    var brand: CardBrand? {
        candidates.onlyMember
    }

    /// How many digits were read.
    var digitCount: Int {
        checksum.digitCount
    }
}
