#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ValidatorKit

/// Validates a stream of records, one JSON object per line, with a form spec's
/// ``RecordValidator``, and writes a JSON verdict per line: the engine of
/// `validator-demo check --spec`.
///
/// Each line gets one line of output listing every field of the form:
/// `{"line":1,"validity":"invalid","fields":{"name":{"validity":"valid"},"cvc":{"validity":"invalid","code":"security_code.length","message":"American Express cards have a 4-digit CID","path":"$.cvc"}}}`.
/// A line that is not a JSON object is invalid with the code `input.json` (and `fields` empty),
/// one that is not UTF-8 with `input.encoding`; the batch goes on.
public struct RecordCheck {
    /// The validator every record goes through.
    public let records: RecordValidator

    /// A batch check of records with `records`.
    public init(records: RecordValidator) {
        self.records = records
    }

    /// Reads `input` to its end, writing a verdict per line to `output` (neither is closed).
    ///
    /// - Returns: Whether every record was valid.
    public func run(input: Int32, output: Int32) -> Bool {
        var reader = LineReader(descriptor: input)
        var out = OutputBuffer(descriptor: output)
        let decoder = JSONDecoder()
        var lineNumber = 0
        var allValid = true
        reader.forEachLine(beforeWaiting: { out.flush() }) { bytes in
            lineNumber += 1
            guard BatchCheck.string(from: bytes) != nil else {
                allValid = false
                let position = BatchCheck.firstInvalidByte(in: bytes)
                Self.writeRefusal(
                    line: lineNumber, code: .inputEncoding, message: "Line is not valid UTF-8 at byte \(position)", to: &out)
                return
            }
            guard let record = try? decoder.decode([String: JSONValue].self, from: Data(buffer: bytes)) else {
                allValid = false
                Self.writeRefusal(line: lineNumber, code: .inputJSON, message: "Line is not a JSON object", to: &out)
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
                                entry.write("message", string: failure.message)
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
