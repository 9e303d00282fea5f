public import ValidatorKit

/// Validates a stream of lines with one validator and writes a JSON verdict per line: the
/// engine of `validator check`.
///
/// Each input line, without its `\n` or a trailing `\r`, is a finished text, judged as nobody
/// will type into it again (`Validator/conclude(_:)`): `4242424242424241` is `card.checksum`,
/// though a longer Visa number could begin so, and only a line that really lacks characters is
/// `incomplete`. With `judgesAsTyped` (`check --as-typed`) a line is judged as a field judges
/// it while it is being typed instead, so `4242424242424241` is `incomplete`.
///
/// Each line gets one line of output such as
/// `{"line":2,"validity":"invalid","code":"length.too_short","message":"Must be at least 2 characters","details":{}}`;
/// `code`, `message` and `position` appear only when the line is invalid. A line that is not
/// UTF-8 is invalid with the code `input.encoding` and the offset of its first bad byte. An
/// `AsyncValidator` (the `http` plugin) is waited for on every line its synchronous part finds
/// valid (`AsyncValidator/validateWaitingForCheck(_:)`).
///
/// Lines are judged on `jobs` threads at once (`LinePipeline`) and answered in input order,
/// unless the validator verifies texts at submission (`Validator/submissionVerifier`, a
/// one-time password that is refused once used): then each line is a submission, verified once
/// the validator finds it valid, on one thread, in order.
public struct BatchCheck: Sendable {
    /// The validator every line goes through.
    public let validator: any Validator
    /// The language of the messages.
    public let locale: MessageLocale
    /// How many threads judge lines at once.
    public let jobs: Int
    /// The number the input's first line gets in the verdicts (`check --first-line`).
    public let firstLine: Int
    /// The longest line judged, in bytes (`check --max-record-bytes`): a longer one is read past
    /// without being held and answered `input.too_large`.
    public let maximumRecordBytes: Int
    /// Whether lines are judged as texts being typed (`Validator/validate(_:)`) rather than
    /// finished ones (`Validator/conclude(_:)`, the default).
    public let judgesAsTyped: Bool

    /// The default longest line or record: 1 MiB.
    public static let defaultMaximumRecordBytes = 1 << 20

    /// A batch check of lines with `validator`, with messages in `locale`, on `jobs` threads
    /// (one when the validator verifies texts at submission), numbering the input's lines from
    /// `firstLine`, each judged as finished unless `judgesAsTyped`, answering a line longer than
    /// `maximumRecordBytes` (at least 1) `input.too_large`.
    public init(
        validator: any Validator, locale: MessageLocale = .english, jobs: Int = 1, firstLine: Int = 1,
        judgesAsTyped: Bool = false, maximumRecordBytes: Int = Self.defaultMaximumRecordBytes
    ) {
        self.validator = validator
        self.locale = locale
        self.jobs = validator.submissionVerifier == nil ? max(1, jobs) : 1
        self.firstLine = firstLine
        self.judgesAsTyped = judgesAsTyped
        self.maximumRecordBytes = max(1, maximumRecordBytes)
    }

    /// Reads `input` to its end, writing a verdict per line to `output` (neither is closed).
    ///
    /// - Returns: Whether every line was valid.
    /// - Throws: ``BatchCheckError`` when a line comes after the one numbered `Int.max` (a
    ///   ``firstLine`` near it), or the verdicts cannot be written (the reader of `output` has
    ///   gone away); nothing more is read then.
    public func run(input: Int32, output: Int32) throws(BatchCheckError) -> Bool {
        let validator = validator
        let locale = locale
        let concludes = !judgesAsTyped
        let limit = maximumRecordBytes
        let pipeline = LinePipeline(jobs: jobs, firstLine: firstLine, maximumRecordBytes: limit)
        return try pipeline.run(input: input, output: output) {
            VerdictWriter(validator: validator, locale: locale, concludes: concludes, maximumRecordBytes: limit)
        }
    }
}

/// Judges one line and writes its verdict: the validator's capabilities sorted out once, not
/// at every line, and the JSON of the last verdicts kept, as most lines that fail, fail alike,
/// and valid lines of a brand or a region end alike.
private struct VerdictWriter: LineJudge {
    let locale: MessageLocale
    /// The verdict on a line's text, with details when the validator gives them.
    let judge: (String) -> (validity: Validity, details: ValidationDetails?)
    /// The verifier a valid line is submitted to, when the validator has one.
    let submissionVerifier: (any SubmissionVerifier)?
    /// The judge of an ASCII line's bytes, when the validator judges bytes and does nothing
    /// else: no string is made of such a line.
    let utf8Validator: (any UTF8Validator)?
    /// The verdict on a finished text, asked only where the verdict as typed is `incomplete`
    /// (a finished text's verdict differs from it nowhere else); `nil` when lines are judged as
    /// typed.
    let conclude: ((String) -> Validity)?
    /// The endings of a valid and an incomplete line without details.
    private let validEnding: JSONMembers
    private let incompleteEnding: JSONMembers
    /// The JSON of the verdicts and details written so far, by verdict (at most
    /// `endingLimit`, then they start afresh), and the one written last.
    private var endings: [Validity: KeptEndings] = [:]
    private var endingCount = 0
    private var lastValidity = Validity.valid
    private var lastDetails: ValidationDetails = [:]
    private var lastEnding: JSONMembers
    private static let endingLimit = 64

    /// The limit a line read past was over.
    let maximumRecordBytes: Int

    init(validator: any Validator, locale: MessageLocale, concludes: Bool, maximumRecordBytes: Int) {
        self.locale = locale
        self.maximumRecordBytes = maximumRecordBytes
        conclude = concludes ? { validator.conclude($0) } : nil
        submissionVerifier = validator.submissionVerifier
        let detailsProvider = validator.detailsProvider
        if let asyncValidator = validator as? any AsyncValidator {
            judge = { (asyncValidator.validateWaitingForCheck($0), detailsProvider?.details(for: $0)) }
        } else if let detailsProvider {
            // Validity and details from one pass where the validator can (the phone plugin parses once).
            judge = { detailsProvider.validateWithDetails($0) }
        } else {
            judge = { (validator.validate($0), nil) }
        }
        let judgesOnlyBytes = detailsProvider == nil && submissionVerifier == nil && !(validator is any AsyncValidator)
        utf8Validator = judgesOnlyBytes ? validator.utf8Validator : nil
        validEnding = JSONMembers { Self.write(.valid, details: [:], locale: locale, to: &$0) }
        lastEnding = validEnding
        incompleteEnding = JSONMembers { Self.write(.incomplete, details: [:], locale: locale, to: &$0) }
    }

    mutating func judge(_ bytes: UnsafeBufferPointer<UInt8>, number: Int, to output: inout OutputBuffer) -> Bool {
        var validity: Validity
        let details: ValidationDetails?
        if bytes.count > maximumRecordBytes {
            // Longer than the limit but read with the records around it (within one read).
            return writeTooLarge(number: number, to: &output)
        }
        if let utf8Validator, UTF8Bytes.isASCII(bytes) {
            (validity, details) = (utf8Validator.validate(utf8: bytes), nil)
            if let conclude, validity == .incomplete {
                validity = conclude(String(decoding: bytes, as: UTF8.self))
            }
        } else if let text = UTF8Bytes.string(from: bytes) {
            (validity, details) = judge(text)
            if let conclude, validity == .incomplete {
                validity = conclude(text)
            }
            if let submissionVerifier, validity.isValid {
                validity = submissionVerifier.verify(text)
            }
        } else if OverlongRecord.byteCount(ofStandIn: bytes) != nil {
            return writeTooLarge(number: number, to: &output)
        } else {
            let position = UTF8Bytes.firstInvalidByte(in: bytes)
            let failure = ValidationFailure(code: .inputEncoding, arguments: ["byte": .integer(position)], position: position)
            output.appendJSONLine { verdict in
                verdict.write("line", integer: number)
                Self.write(.invalid(failure), details: [:], locale: locale, to: &verdict)
            }
            return false
        }
        let isValid = validity.isValid
        let ending = ending(of: validity, details: details)
        output.appendJSONLine { verdict in
            verdict.write("line", integer: number)
            verdict.write(ending)
        }
        return isValid
    }

    /// Writes the `input.too_large` verdict of line `number`, one longer than the limit.
    private func writeTooLarge(number: Int, to output: inout OutputBuffer) -> Bool {
        let failure = ValidationFailure(code: .inputTooLarge, arguments: ["limit": .integer(maximumRecordBytes)])
        output.appendJSONLine { verdict in
            verdict.write("line", integer: number)
            Self.write(.invalid(failure), details: [:], locale: locale, to: &verdict)
        }
        return false
    }

    /// The members after `line`, written once for each verdict and details (equal failures say
    /// the same thing): a million lines that fail alike are written alike.
    private mutating func ending(of validity: Validity, details: ValidationDetails?) -> JSONMembers {
        let details = details ?? [:]
        if details.isEmpty {
            switch validity {
            case .valid: return validEnding
            case .incomplete: return incompleteEnding
            case .invalid: break
            }
        }
        if lastValidity == validity, lastDetails == details {
            return lastEnding
        }
        if let members = endings[validity]?.members(for: details) {
            (lastValidity, lastDetails, lastEnding) = (validity, details, members)
            return members
        }
        let members = JSONMembers { Self.write(validity, details: details, locale: locale, to: &$0) }
        if endingCount == Self.endingLimit {
            endings.removeAll(keepingCapacity: true)
            endingCount = 0
        }
        if endings[validity, default: KeptEndings()].add(details, members) {
            endingCount += 1
        }
        (lastValidity, lastDetails, lastEnding) = (validity, details, members)
        return members
    }

    /// The JSON written for one verdict with the details it came with, most often one of a
    /// few (a card's brand). Where each line's details are its own (a valid phone number's
    /// E.164), looking through the kept ones costs more than writing them: once `limit`
    /// different details are kept, only one line in `limit` whose details were not found looks
    /// through them, so the kept ones are still found but not looked for at every line.
    private struct KeptEndings {
        private var kept: [(details: ValidationDetails, members: JSONMembers)] = []
        /// How many lines had details not kept.
        private var unmatched = 0
        private static let limit = 16

        /// The JSON kept for `details`, when they are kept and looked for.
        func members(for details: ValidationDetails) -> JSONMembers? {
            guard kept.count < Self.limit || unmatched.isMultiple(of: Self.limit) else { return nil }
            return kept.first { $0.details == details }?.members
        }

        /// Counts a line whose details were not found, and keeps their JSON `members` while
        /// fewer than `limit` are kept; whether it kept them.
        mutating func add(_ details: ValidationDetails, _ members: JSONMembers) -> Bool {
            unmatched += 1
            guard kept.count < Self.limit else { return false }
            kept.append((details, members))
            return true
        }
    }

    /// `"validity":…`, the failure's `code`, `message` and `position`, and `details`.
    private static func write(
        _ validity: Validity, details: ValidationDetails, locale: MessageLocale, to verdict: inout JSONObjectWriter
    ) {
        verdict.write("validity", string: validity.name)
        if let failure = validity.failure {
            verdict.write("code", string: failure.code.rawValue)
            verdict.write("message", string: failure.message(in: locale))
            if let position = failure.position {
                verdict.write("position", integer: position)
            }
        }
        verdict.write("details", details: details)
    }
}
