import Foundation

/// Python's `datetime` and `decimal` (the standard library of Debian's `python3`), the
/// references the date and range tests compare with: one process answers a whole batch, one
/// input a line.
enum PythonReference {
    static let python = "/usr/bin/python3"

    struct Unavailable: Error, CustomStringConvertible {
        let description: String
    }

    /// What the Python expression `function` (a lambda of one text, with `date`, `timedelta` and
    /// `Decimal` in scope) answers for each of `inputs`, as `str()` prints it; an exception
    /// reads `error`.
    static func answers(_ function: String, to inputs: [String]) throws -> [String] {
        guard FileManager.default.isExecutableFile(atPath: python) else {
            throw Unavailable(description: "\(python) is missing: apt-get install python3")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script, function]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let writer = Thread {
            input.fileHandleForWriting.write(Data(inputs.map { $0 + "\n" }.joined().utf8))
            try? input.fileHandleForWriting.close()
        }
        writer.start()
        let answer = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Unavailable(description: "python3 failed: \(String(decoding: answer, as: UTF8.self))")
        }
        return String(decoding: answer, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    private static let script = """
        import sys, datetime
        from datetime import date, timedelta
        from decimal import Decimal
        function = eval(sys.argv[1])
        answers = []
        for line in sys.stdin.read().split('\\n')[:-1]:
            try:
                answers.append(str(function(line)))
            except Exception:
                answers.append('error')
        sys.stdout.write(''.join(answer + '\\n' for answer in answers))
        """
}
