public import ValidatorKit

/// Validates a stream of records, one JSON object per line or one row of CSV each, with a form
/// spec's `RecordValidator`, and writes a JSON verdict per record: the engine of
/// `validator check --spec`.
///
/// Each record gets one line of output, whose `line` is the line the record starts on (the
/// input's first line being `firstLine`): a valid record's value as a server stores it (every field
/// normalized, `RecordVerdict/value`, written from its fields' slots), or every failure with its JSONPath and JSON pointer:
/// `{"line":1,"validity":"valid","value":{"card":"378282246310005","cvc":"1234",…}}`,
/// `{"line":2,"validity":"invalid","errors":[{"path":"$.cvc","pointer":"/cvc","code":"security_code.length","message":"American Express cards have a 4-digit CID"}]}`.
/// A line that is not a JSON object is one error at `$` with the code `input.json`, one whose
/// strings are not UTF-8 with `input.encoding`; the message says what was expected at which
/// byte, and the batch goes on.
///
/// CSV (RFC 4180, ``InputFormat/csv``) starts with a header row naming the members
/// (`CSVHeader`); each later row is the record of its non-empty cells, as strings. A row
/// that is not CSV, or has another number of cells than the header, is one error at `$` with
/// the code `input.csv`, saying what is wrong at which byte, and the batch goes on. Rows are
/// judged on `jobs` threads as lines are.
///
/// Each record is a submission (`RecordValidator/submitWaitingForChecks(_:locale:checkingWithin:)`):
/// once its fields are valid, their asynchronous checks (a username asked of a directory) run
/// within `checkDeadline` (`check.timeout` past it), and its messages name fields by the
/// spec's titles in `locale`. Records are judged on `jobs`
/// threads at once (`LinePipeline`) and answered in input order, unless a field verifies its
/// text at submission (`RecordValidator/verifiesAtSubmission`, a one-time password that is
/// refused once used): then on one thread, in order, as submissions are.
public struct RecordCheck: Sendable {
    /// The validator every record goes through.
    public let records: RecordValidator
    /// The language of the fields' messages (a refusal of a line's JSON is in English).
    public let locale: MessageLocale
    /// How many threads judge records at once.
    public let jobs: Int
    /// How the records are written.
    public let inputFormat: InputFormat
    /// The number the input's first line gets in the verdicts (`check --first-line`).
    public let firstLine: Int
    /// The longest record judged, in bytes (`check --max-record-bytes`): a longer one is read
    /// past without being held and answered `input.too_large` at `$`.
    public let maximumRecordBytes: Int
    /// How long a record's asynchronous checks may take in all.
    public let checkDeadline: Duration
    /// The default deadline of a record's checks: 5 seconds.
    public static let defaultCheckDeadline = Duration.seconds(5)

    /// How the records of the input are written.
    public enum InputFormat: String, Sendable {
        /// One JSON object per line.
        case jsonLines = "json-lines"
        /// CSV (RFC 4180) with a header row naming the members.
        case csv
    }

    /// A batch check of records written in `inputFormat` with `records`, with messages in
    /// `locale`, on `jobs` threads (one when a field verifies its text at submission),
    /// numbering the input's lines from `firstLine`, each record's checks given `checkDeadline`,
    /// answering a record longer than `maximumRecordBytes` (at least 1) `input.too_large`.
    public init(
        records: RecordValidator, locale: MessageLocale = .english, jobs: Int = 1,
        inputFormat: InputFormat = .jsonLines, firstLine: Int = 1, checkDeadline: Duration = Self.defaultCheckDeadline,
        maximumRecordBytes: Int = BatchCheck.defaultMaximumRecordBytes
    ) {
        self.records = records
        self.locale = locale
        self.jobs = records.verifiesAtSubmission ? 1 : max(1, jobs)
        self.inputFormat = inputFormat
        self.firstLine = firstLine
        self.checkDeadline = checkDeadline
        self.maximumRecordBytes = max(1, maximumRecordBytes)
    }

    /// Reads `input` to its end, writing a verdict per record to `output` (neither is closed).
    ///
    /// - Returns: Whether every record was valid.
    /// - Throws: ``CSVHeaderError`` when the header of CSV does not name members (nothing is
    ///   written then); ``BatchCheckError`` when a record comes after the line numbered
    ///   `Int.max` or the output cannot be written.
    public func run(input: Int32, output: Int32) throws -> Bool {
        let records = records
        let locale = locale
        let checkDeadline = checkDeadline
        let limit = maximumRecordBytes
        let keys = WrittenRecordKeys(records)
        switch inputFormat {
        case .jsonLines:
            let pipeline = LinePipeline(jobs: jobs, firstLine: firstLine, maximumRecordBytes: limit)
            return try pipeline.run(input: input, output: output) {
                RecordJudge(
                    records: records, keys: keys, locale: locale, checkDeadline: checkDeadline, header: nil, maximumRecordBytes: limit)
            }
        case .csv:
            guard let header = try CSVHeader.read(from: input, line: firstLine) else { return true }
            let (rowsLine, overflow) = firstLine.addingReportingOverflow(header.lineCount)
            // A header that ends on the line numbered Int.max leaves no number for a row.
            guard !overflow else { throw BatchCheckError.lineNumbersExhausted(firstLine: firstLine) }
            let pipeline = LinePipeline(jobs: jobs, framing: .csv, firstLine: rowsLine, maximumRecordBytes: limit)
            return try pipeline.run(input: input, output: output) {
                RecordJudge(
                    records: records, keys: keys, locale: locale, checkDeadline: checkDeadline, header: header, maximumRecordBytes: limit)
            }
        }
    }
}

/// Judges one record and writes its verdict.
private struct RecordJudge: LineJudge {
    let records: RecordValidator
    /// The keys of a valid record's value, written once.
    let keys: WrittenRecordKeys
    let locale: MessageLocale
    let checkDeadline: Duration
    /// The header of CSV; `nil` for JSON lines.
    let header: CSVHeader?
    /// The limit a record read past was over.
    let maximumRecordBytes: Int
    /// The last valid record's object, whose slots the next record is read into: no slots made
    /// and freed for each record.
    private var spare: RecordObject?

    init(
        records: RecordValidator, keys: WrittenRecordKeys, locale: MessageLocale, checkDeadline: Duration, header: CSVHeader?,
        maximumRecordBytes: Int
    ) {
        self.records = records
        self.keys = keys
        self.locale = locale
        self.checkDeadline = checkDeadline
        self.header = header
        self.maximumRecordBytes = maximumRecordBytes
    }

    mutating func judge(_ bytes: UnsafeBufferPointer<UInt8>, number lineNumber: Int, to out: inout OutputBuffer) -> Bool {
        // A stand-in of a record read past, or one longer than the limit read with others.
        if bytes.count > maximumRecordBytes || OverlongRecord.byteCount(ofStandIn: bytes) != nil {
            let failure = ValidationFailure(code: .inputTooLarge, arguments: ["limit": .integer(maximumRecordBytes)])
            Self.writeRefusal(line: lineNumber, code: .inputTooLarge, message: failure.message(in: locale), to: &out)
            return false
        }
        let record: RecordObject
        if let header {
            do throws(CSVRowError) {
                record = records.record(try header.record(fromRow: bytes))
            } catch {
                Self.writeRefusal(line: lineNumber, code: .inputCSV, message: error.description, to: &out)
                return false
            }
        } else {
            do throws(JSONRecordError) {
                record = try records.record(from: bytes, reusing: spare.take())
            } catch {
                let code: ValidationFailure.Code = error.code == .encoding ? .inputEncoding : .inputJSON
                Self.writeRefusal(line: lineNumber, code: code, message: error.description, to: &out)
                return false
            }
        }
        // Given up, so that judging normalizes the record in place.
        let verdict = records.submitWaitingForChecks(consume record, locale: locale, checkingWithin: checkDeadline)
        Self.write(verdict, line: lineNumber, keys: keys, locale: locale, to: &out)
        spare = verdict.record
        return verdict.isValid
    }

    /// The validity of a verdict as written, once.
    private static let valid = JSONMembers { $0.write("validity", string: "valid") }
    private static let invalid = JSONMembers { $0.write("validity", string: "invalid") }

    /// Writes `verdict` on the record of line `line`: its value with `keys`, or its failures with
    /// their messages in `locale`. Static, so that writing copies nothing of the judge.
    private static func write(
        _ verdict: RecordVerdict, line: Int, keys: WrittenRecordKeys, locale: MessageLocale, to out: inout OutputBuffer
    ) {
        out.appendJSONLine { object in
            object.write("line", integer: line)
            object.write(verdict.isValid ? valid : invalid)
            if let value = verdict.record {
                object.write("value", record: value, keys: keys)
                return
            }
            object.writeObjects("errors", verdict.failures) { entry, failing in
                entry.write("path", string: failing.path)
                entry.write("pointer", string: failing.pointer)
                entry.write("code", string: failing.failure.code.rawValue)
                entry.write("message", string: failing.failure.message(in: locale))
            }
        }
    }

    private static func writeRefusal(line: Int, code: ValidationFailure.Code, message: String, to out: inout OutputBuffer) {
        out.appendJSONLine { object in
            object.write("line", integer: line)
            object.write("validity", string: "invalid")
            object.writeObjects("errors", CollectionOfOne(code)) { entry, code in
                entry.write("path", string: "$")
                entry.write("pointer", string: "")
                entry.write("code", string: code.rawValue)
                entry.write("message", string: message)
            }
        }
    }
}
