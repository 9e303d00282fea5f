public import ValidatorKit

/// The codes the batch check emits of its own, beside the core's (`input.encoding`,
/// `input.json`, the records' codes).
extension ValidationFailure.Code {
    /// `input.csv`: a row of CSV is not one (an unterminated quote, a quote inside an unquoted
    /// cell, another number of cells than the header names, bytes that are not UTF-8).
    public static let inputCSV = Self("input.csv", messages: .batch)
}

extension FailureCodeDescription {
    /// The codes ``RecordCheck`` and ``BatchCheck`` emit of their own, for listings such as
    /// `validator list --codes`.
    public static let batchCodes = [FailureCodeDescription(.inputCSV)]
}
