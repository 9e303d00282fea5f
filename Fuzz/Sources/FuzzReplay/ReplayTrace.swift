#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ValidatorKit

/// What every replay trace must be: JSON records, one per line, that show no secret.
enum ReplayTrace {
    /// The keys of a record this check reads.
    private struct Record: Decodable {
        let event: String
        let field: String?
        let displayed: String?
    }

    static func verify(_ trace: [UInt8], secret: String) {
        precondition(trace.isEmpty || trace.last == UInt8(ascii: "\n"), "the trace does not end with a newline")
        precondition(!String(decoding: trace, as: UTF8.self).contains(secret), "the trace shows the OTP secret")
        let decoder = JSONDecoder()
        for line in trace.split(separator: UInt8(ascii: "\n")) {
            guard let record = try? decoder.decode(Record.self, from: Data(line)) else {
                preconditionFailure("a trace line is not a record: \(String(decoding: line, as: UTF8.self))")
            }
            if record.field == "password", let displayed = record.displayed {
                precondition(
                    displayed.allSatisfy { $0 == Field.maskCharacter || $0 == " " },
                    "the trace shows a character of the password")
            }
        }
    }
}
