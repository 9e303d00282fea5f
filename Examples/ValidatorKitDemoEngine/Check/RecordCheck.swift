import ValidatorKit

/// Validates a stream of records, one JSON object per line, with a form spec's
/// ``RecordValidator``, and writes a JSON verdict per line: the engine of
/// `validator-demo check --spec`.
///
/// Each line gets one line of output listing every field of the form:
/// `{"line":1,"validity":"invalid","fields":{"name":{"validity":"valid"},"cvc":{"validity":"invalid","code":"security_code.length","message":"American Express cards have a 4-digit CID","path":"$.cvc"}}}`.
/// A line that is not a JSON object is invalid with the code `input.json` (and `fields` empty),
/// one whose strings are not UTF-8 with `input.encoding`; the message says what was expected at
/// which byte, and the batch goes on.
public struct RecordCheck {
    /// The validator every record goes through.
    public let records: RecordValidator
    /// The language of the fields' messages (a refusal of a line's JSON is in English).
    public let locale: MessageLocale

    /// A batch check of records with `records`, with messages in `locale`.
    public init(records: RecordValidator, locale: MessageLocale = .english) {
        self.records = records
        self.locale = locale
    }

    /// Reads `input` to its end, writing a verdict per line to `output` (neither is closed).
    ///
    /// - Returns: Whether every record was valid.
    public func run(input: Int32, output: Int32) -> Bool {
        var reader = LineReader(descriptor: input)
        var out = OutputBuffer(descriptor: output)
        var lineNumber = 0
        var allValid = true
        reader.forEachLine(beforeWaiting: { out.flush() }) { (bytes: UnsafeBufferPointer<UInt8>) -> Void in
            lineNumber += 1
            let record: [String: JSONValue]
            do throws(JSONRecordError) {
                record = try JSONValue.record(from: bytes)
            } catch {
                allValid = false
                let code: ValidationFailure.Code = error.code == .encoding ? .inputEncoding : .inputJSON
                Self.writeRefusal(line: lineNumber, code: code, message: error.description, to: &out)
                return
            }
            let verdict = records.validate(record)
            if !verdict.isValid {
                allValid = false
            }
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
        }
        out.flush()
        return allValid
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
