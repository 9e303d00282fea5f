import Foundation

/// The demo reading lines from a pipe that stays open, as when a person types them: each line is
/// sent and its answer awaited before the next is sent.
final class InteractiveDemo {
    struct NoAnswer: Error, CustomStringConvertible {
        let description: String
    }

    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var received: [UInt8] = []

    init(_ arguments: [String]) throws {
        process.executableURL = DemoProcess.executable
        process.arguments = arguments
        process.standardInput = input
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        try process.run()
    }

    /// Sends `line` and a newline, and answers the next line of output; throws when none comes
    /// within ten seconds, as when the answer waits for input that never comes.
    func send(_ line: String) throws -> String {
        input.fileHandleForWriting.write(Data((line + "\n").utf8))
        let descriptor = output.fileHandleForReading.fileDescriptor
        let deadline = Date().addingTimeInterval(10)
        while !received.contains(UInt8(ascii: "\n")) {
            var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
            let remaining = Int32(max(0, deadline.timeIntervalSinceNow) * 1000)
            guard remaining > 0, poll(&request, 1, remaining) > 0 else {
                throw NoAnswer(description: "no answer to '\(line)' within 10 s")
            }
            var buffer = [UInt8](repeating: 0, count: 4096)
            let count = read(descriptor, &buffer, buffer.count)
            guard count > 0 else { throw NoAnswer(description: "the demo closed its output after '\(line)'") }
            received += buffer[..<count]
        }
        let end = received.firstIndex(of: UInt8(ascii: "\n"))!
        defer { received.removeSubrange(...end) }
        return String(decoding: received[..<end], as: UTF8.self)
    }

    /// Closes the input and answers the exit status.
    func finish() -> Int32 {
        try? input.fileHandleForWriting.close()
        _ = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
