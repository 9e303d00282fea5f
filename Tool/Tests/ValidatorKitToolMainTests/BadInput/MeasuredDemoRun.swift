import Foundation

/// Runs `validator` on a stream and reads its peak resident memory from
/// `/proc/<pid>/status` (`VmHWM`) once it has answered every line but before its input ends,
/// so the figure is that of the demo alone, whatever else the test process is doing.
struct MeasuredDemoRun {
    /// The output lines received.
    let lineCount: Int
    /// The last output line.
    let lastLine: String
    /// The most memory the process held at once, in kibibytes.
    let peakResidentKibibytes: Int

    enum Failure: Error {
        case noPeakFigure
    }

    static func run(_ arguments: [String], lines: Int, line: @escaping @Sendable (Int) -> String) throws -> MeasuredDemoRun {
        let process = Process()
        process.executableURL = DemoProcess.executable
        process.arguments = arguments
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
        let writer = Thread {
            var block = ""
            for number in 1...lines {
                block += line(number) + "\n"
                if block.utf8.count >= 1 << 16 || number == lines {
                    input.fileHandleForWriting.write(Data(block.utf8))
                    block = ""
                }
            }
        }
        writer.start()
        var received = 0
        var tail = Data()
        while received < lines {
            let chunk = output.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            received += chunk.count(where: { $0 == UInt8(ascii: "\n") })
            tail = (tail + chunk).suffix(200)
        }
        // Every line is answered and the demo waits for more input: its peak is reached.
        let status = try String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)
        try input.fileHandleForWriting.close()
        _ = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard let peakLine = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") }),
            let kibibytes = Int(peakLine.split(separator: " ", omittingEmptySubsequences: true)[1])
        else { throw Failure.noPeakFigure }
        let lastLine = String(decoding: tail, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
        return MeasuredDemoRun(lineCount: received, lastLine: lastLine, peakResidentKibibytes: kibibytes)
    }
}
