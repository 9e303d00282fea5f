import Foundation
import Testing

/// `check` with a 10 MB line and with a million lines: one verdict each, memory flat.
@Suite struct HugeInputTests {
    static let tenMegabytes = 10 * 1024 * 1024

    /// The plugins a 10 MB line goes through, and the code each answers it with.
    static let tenMegabyteVerdicts: [(arguments: [String], code: String?)] = [
        (["required"], nil),
        (["length", "--option", "max=64"], "length.too_long"),
        (["charset", "--option", "allowed=digits"], nil),
        (["regex", "--option", "pattern=[0-9]+"], nil),
        (["regex", "--option", "pattern=(\\d+)+x"], "regex.limit"),
        (["luhn"], "luhn.checksum"),
        (["card"], "card.length"),
        (["otp"], "otp.length"),
        (["phone"], "phone.too_long"),
        (["isbn"], "isbn.prefix"),
        (["issn"], "issn.length"),
        (["ean"], "ean.length"),
        (["isin"], "isin.country"),
        (["imei"], "imei.length"),
    ]

    @Test(arguments: tenMegabyteVerdicts)
    func aTenMegabyteLineGetsOneVerdict(arguments: [String], code: String?) throws {
        let line = String(repeating: "4", count: Self.tenMegabytes - 1) + "3"
        // Past the default record limit (1 MiB), so the plugins see the whole line.
        let result = try DemoProcess.run(["check"] + arguments + ["--max-record-bytes", "20000000"], input: line + "\n")
        #expect(result.outputLines.count == 1)
        let verdict = try #require(
            try JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        #expect(verdict["code"] as? String == code)
        #expect(result.standardError.isEmpty)
    }

    /// At the default limit, a 10 MB line is `input.too_large`, read past in less memory than it
    /// takes.
    @Test func aTenMegabyteLineIsTooLargeByDefaultAndNotHeld() throws {
        let arguments = ["check", "luhn"]
        let small = try MeasuredDemoRun.run(arguments, lines: 3, line: { _ in "4242424242424242" })
        let huge = try MeasuredDemoRun.run(arguments, lines: 3) { $0 == 3 ? String(repeating: "4", count: Self.tenMegabytes) : "4242424242424242" }
        #expect(huge.lineCount == 3)
        #expect(huge.lastLine.hasPrefix(#"{"line":3,"validity":"invalid","code":"input.too_large""#))
        #expect(huge.peakResidentKibibytes - small.peakResidentKibibytes < 4 * 1024)
    }

    /// Three million lines use no more memory than one million: the command streams.
    ///
    /// Both runs are past the warm-up: the pipeline makes its blocks (at most 2 × jobs, each
    /// about 1 MiB with its verdicts) as the workers need them, and on a loaded machine the last
    /// of them may be made only after a few hundred thousand lines, so a run of a hundred
    /// thousand lines was no baseline (5 MiB less than a million at a load of 10).
    @Test func threeMillionLinesKeepMemoryFlat() throws {
        let arguments = ["check", "length", "--option", "min=2"]
        let line: @Sendable (Int) -> String = { $0.isMultiple(of: 2) ? "x" : "4242 42" }
        let small = try MeasuredDemoRun.run(arguments, lines: 1_000_000, line: line)
        let large = try MeasuredDemoRun.run(arguments, lines: 3_000_000, line: line)
        #expect(small.lineCount == 1_000_000)
        #expect(large.lineCount == 3_000_000)
        #expect(large.lastLine.hasPrefix(#"{"line":3000000,"validity":"invalid""#))
        // The two million lines more are 11 MB of input and 120 MB of output: holding either,
        // or a part of either in proportion to it, would show many times over.
        #expect(large.peakResidentKibibytes - small.peakResidentKibibytes < 4 * 1024)
    }
}
