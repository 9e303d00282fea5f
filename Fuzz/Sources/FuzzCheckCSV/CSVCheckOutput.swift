#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `check --input-format csv` must write for an input: one JSON object per row after the
/// header, each naming the line its row starts on, in order, within the input's lines.
enum CSVCheckOutput {
    private struct Verdict: Decodable {
        let line: Int
        let validity: String
        let errors: [Failure]?
    }

    private struct Failure: Decodable {
        let path: String
        let code: String
        let message: String
    }

    static func verify(_ output: [UInt8], answering input: [UInt8]) {
        precondition(output.isEmpty || output.last == UInt8(ascii: "\n"), "the output does not end with a newline")
        let lineCount = input.count { $0 == UInt8(ascii: "\n") } + 1
        let decoder = JSONDecoder()
        var previousLine = 1
        for line in output.split(separator: UInt8(ascii: "\n")) {
            guard let verdict = try? decoder.decode(Verdict.self, from: Data(line)) else {
                preconditionFailure("an output line is not a verdict: \(String(decoding: line, as: UTF8.self))")
            }
            precondition(verdict.line > previousLine, "line \(verdict.line) comes after line \(previousLine)")
            precondition(verdict.line <= lineCount, "line \(verdict.line) of an input of \(lineCount) lines")
            precondition(["valid", "invalid"].contains(verdict.validity), "unknown validity \(verdict.validity)")
            precondition((verdict.validity == "invalid") == !(verdict.errors ?? []).isEmpty, "errors do not go with the validity")
            previousLine = verdict.line
        }
    }
}
