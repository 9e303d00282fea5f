/// Why a batch check stopped before the end of its input: its line numbers ran out, or its
/// verdicts could not be written (the reader of standard output went away: `check … | head -1`).
///
/// ```swift
/// do {
///     allValid = try BatchCheck(validator: card, firstLine: .max).run(input: 0, output: 1)
/// } catch {
///     print(error)   // the input has more lines than can be numbered from 9223372036854775807 …
/// }
/// ```
public struct BatchCheckError: Error, Sendable, Hashable, CustomStringConvertible {
    private enum Kind: Hashable {
        case lineNumbersExhausted(firstLine: Int)
        case outputFailed(code: Int32)
    }

    private let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// A line came after the one numbered `Int.max`, counting from `firstLine`.
    static func lineNumbersExhausted(firstLine: Int) -> BatchCheckError {
        BatchCheckError(.lineNumbersExhausted(firstLine: firstLine))
    }

    /// Writing the verdicts failed with the C library's error number `code` (`EPIPE`, say).
    static func outputFailed(code: Int32) -> BatchCheckError {
        BatchCheckError(.outputFailed(code: code))
    }

    /// Whether the verdicts could not be written.
    public var isOutputFailure: Bool {
        if case .outputFailed = kind { return true }
        return false
    }

    /// What happened, in a sentence without a trailing period.
    public var description: String {
        switch kind {
        case .lineNumbersExhausted(let firstLine):
            "the input has more lines than can be numbered from \(firstLine) (the last number is \(Int.max))"
        case .outputFailed(let code):
            "cannot write the verdicts: \(FileDescriptorIO.errorDescription(code))"
        }
    }
}
