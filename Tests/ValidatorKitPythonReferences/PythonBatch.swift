import Foundation

/// Why a Python reference cannot run: a sentence saying what to install.
public struct Unavailable: Error, CustomStringConvertible {
    /// What went wrong and what to install.
    public let description: String
}

/// Debian's own Python answering a batch of inputs with one function, the way the tests run
/// their references (python-stdnum, `datetime`, `decimal`): one process a batch, one input a
/// line, one answer a line.
public enum PythonBatch {
    /// Debian's Python, which sees the packages `apt-get` installs (a `python3` earlier on the
    /// `PATH`, such as pyenv's, may not).
    static let python = "/usr/bin/python3"

    /// What the Python expression `function` (a lambda of one text, with what `imports` imports
    /// in scope) answers for each of `inputs`, as `str()` prints it; an exception reads `error:`
    /// and its class name.
    public static func answers(_ function: String, to inputs: [String], importing imports: String) throws -> [String] {
        guard FileManager.default.isExecutableFile(atPath: python) else {
            throw Unavailable(description: "\(python) is missing: apt-get install python3")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", imports + "\n" + script, function]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        // Python's error output joins the answers, so that one reader drains both: the script
        // writes nothing there unless it fails.
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
        let lines = String(decoding: answer, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        return lines.map(String.init)
    }

    /// Reads the function from its argument and answers each line of standard input.
    private static let script = """
        import sys
        function = eval(sys.argv[1])
        answers = []
        for line in sys.stdin.read().split('\\n')[:-1]:
            try:
                answers.append(str(function(line)))
            except Exception as error:
                answers.append('error:' + type(error).__name__)
        sys.stdout.write(''.join(answer + '\\n' for answer in answers))
        """
}
