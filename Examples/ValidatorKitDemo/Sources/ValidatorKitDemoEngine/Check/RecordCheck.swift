public import ValidatorKit

/// Validates a stream of records, one JSON object per line, with a form spec's
/// ``RecordValidator``, and writes a JSON verdict per line: the engine of
/// `validator-demo check --spec`.
///
/// Each line gets one line of output listing every field of the form:
/// `{"line":1,"validity":"invalid","fields":{"name":{"validity":"valid"},"cvc":{"validity":"invalid","code":"security_code.length","message":"American Express cards have a 4-digit CID","path":"$.cvc"}}}`.
/// A line that is not a JSON object is invalid with the code `input.json` (and `fields` empty),
/// one whose strings are not UTF-8 with `input.encoding`; the message says what was expected at
/// which byte, and the batch goes on.
///
/// Each record is a submission (``RecordValidator/submit(_:)``). Records are judged on ``jobs``
/// threads at once (``LinePipeline``) and answered in input order, unless a field verifies its
/// text at submission (``RecordValidator/verifiesAtSubmission``, a one-time password that is
/// refused once used): then on one thread, in order, as submissions are.
public struct RecordCheck: Sendable {
    /// The validator every record goes through.
    public let records: RecordValidator
    /// The language of the fields' messages (a refusal of a line's JSON is in English).
    public let locale: MessageLocale
    /// How many threads judge records at once.
    public let jobs: Int

    /// A batch check of records with `records`, with messages in `locale`, on `jobs` threads
    /// (one when a field verifies its text at submission).
    public init(records: RecordValidator, locale: MessageLocale = .english, jobs: Int = 1) {
        self.records = records
        self.locale = locale
        self.jobs = records.verifiesAtSubmission ? 1 : max(1, jobs)
    }

    /// Reads `input` to its end, writing a verdict per line to `output` (neither is closed).
    ///
    /// - Returns: Whether every record was valid.
    public func run(input: Int32, output: Int32) -> Bool {
        let records = records
        let locale = locale
        return LinePipeline(jobs: jobs).run(input: input, output: output) {
            RecordJudge(records: records, locale: locale)
        }
    }
}

/// Judges one record and writes its verdict.
private struct RecordJudge: LineJudge {
    let records: RecordValidator
    let locale: MessageLocale

    func judge(_ bytes: UnsafeBufferPointer<UInt8>, number lineNumber: Int, to out: inout OutputBuffer) -> Bool {
        let record: [String: JSONValue]
        do throws(JSONRecordError) {
            record = try JSONValue.record(from: bytes)
        } catch {
            let code: ValidationFailure.Code = error.code == .encoding ? .inputEncoding : .inputJSON
            Self.writeRefusal(line: lineNumber, code: code, message: error.description, to: &out)
            return false
        }
        let verdict = records.submit(record)
        out.appendJSONLine { object in
            object.write("line", integer: lineNumber)
            object.write("validity", string: verdict.isValid ? "valid" : "invalid")
            object.writeObject("fields") { fields in
                for field in verdict.fields {
                    fields.writeObject(named: field.field) { entry in
                        entry.write("validity", string: field.validity.name)
                        if let failure = field.validity.failure {
                            entry.write("code", string: failure.code.rawValue)
                            entry.write("message", string: failure.message(in: locale))
                            entry.write("path", string: field.path)
                        }
                    }
                }
            }
        }
        return verdict.isValid
    }

    private static func writeRefusal(line: Int, code: ValidationFailure.Code, message: String, to out: inout OutputBuffer) {
        out.appendJSONLine { object in
            object.write("line", integer: line)
            object.write("validity", string: "invalid")
            object.write("code", string: code.rawValue)
            object.write("message", string: message)
            object.writeObject("fields") { _ in }
        }
    }
}
