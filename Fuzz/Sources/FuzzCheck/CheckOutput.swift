#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// What `check` must write for an input: one JSON object per line, in order.
enum CheckOutput {
    /// One output line as JSON.
    private struct Verdict: Decodable {
        let line: Int
        let validity: String
        let code: String?
        let message: String?
        let position: Int?
    }

    static func verify(_ output: [UInt8], answering input: [UInt8]) {
        var expectedLines = input.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
        if input.isEmpty || input.last == UInt8(ascii: "\n") { expectedLines -= 1 }
        let written = output.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).dropLast()
        precondition(output.isEmpty || output.last == UInt8(ascii: "\n"), "the output does not end with a newline")
        precondition(written.count == expectedLines, "\(expectedLines) lines in, \(written.count) lines out")
        let decoder = JSONDecoder()
        for (index, line) in written.enumerated() {
            guard let verdict = try? decoder.decode(Verdict.self, from: Data(line)) else {
                preconditionFailure("output line \(index + 1) is not a verdict: \(String(decoding: line, as: UTF8.self))")
            }
            precondition(verdict.line == index + 1, "output line \(index + 1) names line \(verdict.line)")
            precondition(["valid", "incomplete", "invalid"].contains(verdict.validity), "unknown validity \(verdict.validity)")
            precondition((verdict.validity == "invalid") == (verdict.code != nil && verdict.message != nil), "code and message do not go with the validity")
        }
    }
}
