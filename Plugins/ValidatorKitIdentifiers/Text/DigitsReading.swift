import ValidatorKitChecksums

/// What one pass over the UTF-8 bytes of a digits-only identifier (`ean`, `imei`) found: its
/// check over the digits, how many there are, and the first problem.
///
/// Spaces and hyphens are skipped; reading stops at the first problem and allocates nothing.
struct DigitsReading<System: CheckCharacterSystem> {
    /// The first reason the text cannot become an identifier.
    enum Problem {
        /// The byte at this offset is neither a digit nor a separator.
        case character(byteOffset: Int)
        /// The digit at this byte offset is one more than the longest identifier has.
        case length(byteOffset: Int)
    }

    /// The check over the digits read.
    private(set) var check: System
    /// How many digits were read.
    private(set) var count = 0
    /// The first problem, if any.
    private(set) var problem: Problem?

    /// Reads the digits of `text` into `check`, at most `longest` of them.
    init(_ text: String, check: System, longest: Int) {
        self.check = check
        for (byteOffset, byte) in text.utf8.enumerated() where !IdentifierText.isSeparator(byte) {
            let digit = IdentifierText.digitValue(byte)
            guard digit < 10 else {
                problem = .character(byteOffset: byteOffset)
                return
            }
            guard count < longest else {
                problem = .length(byteOffset: byteOffset)
                return
            }
            self.check.append(digit)
            count += 1
        }
    }
}
