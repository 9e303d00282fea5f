import Foundation
import Testing

/// `check` stops with a message and exit 2, never a signal, when its line numbers run out or its
/// standard output is closed; a line over `--max-record-bytes` is `input.too_large`.
@Suite struct CheckStopTests {
    @Test func aFirstLineThatLeavesNoNumberForTheNextLineIsAMessageAndExit2() throws {
        // Issue 41: 9223372036854775807 with more than one line died with SIGILL.
        let result = try DemoProcess.run(
            ["check", "luhn", "--first-line", "9223372036854775807"], input: "4242424242424242\n79927398713\n")
        #expect(result.status == 2)
        #expect(result.standardError
            == "validator: the input has more lines than can be numbered from 9223372036854775807 (the last number is 9223372036854775807)\n")
    }

    @Test func aLineOverTheRecordLimitIsTooLarge() throws {
        let result = try DemoProcess.run(
            ["check", "length", "--option", "min=2", "--max-record-bytes", "100", "--jobs", "1"],
            input: "ab\n" + String(repeating: "x", count: 101) + "\ncd\n")
        #expect(result.status == 1)
        #expect(result.outputLines == [
            #"{"line":1,"validity":"valid","details":{}}"#,
            #"{"line":2,"validity":"invalid","code":"input.too_large","message":"The body is larger than 100 bytes","details":{}}"#,
            #"{"line":3,"validity":"valid","details":{}}"#,
        ])
    }

    @Test func aClosedStandardOutputIsAMessageAndExit2() throws {
        // 300,000 lines from a file; the reader of standard output takes one line and goes.
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("check-stop-\(UUID().uuidString)")
        try Data(String(repeating: "4242424242424242\n", count: 300_000).utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = DemoProcess.executable
        process.arguments = ["check", "luhn"]
        process.standardInput = try FileHandle(forReadingFrom: file)
        let standardOutput = Pipe()
        let standardError = Pipe()
        process.standardOutput = standardOutput
        process.standardError = standardError
        try process.run()
        let errors = ErrorCollector(standardError.fileHandleForReading)
        _ = standardOutput.fileHandleForReading.readData(ofLength: 100)
        try standardOutput.fileHandleForReading.close()
        process.waitUntilExit()
        #expect(process.terminationReason == .exit)
        #expect(process.terminationStatus == 2)
        #expect(String(decoding: errors.collected(), as: UTF8.self) == "validator: cannot write the verdicts: Broken pipe\n")
    }
}
