import Foundation

/// python-stdnum (the Debian package `python3-stdnum`), run by Debian's own Python, as the
/// reference the checksum and identifier tests compare with.
///
/// One process answers a whole batch: ``answers(_:to:)`` writes one input a line and reads one
/// answer a line.
public enum Stdnum {
    /// Debian's Python, which sees the packages `apt-get` installs (a `python3` earlier on the
    /// `PATH`, such as pyenv's, may not).
    static let python = "/usr/bin/python3"

    /// Why the reference cannot run: a sentence saying what to install.
    public struct Unavailable: Error, CustomStringConvertible {
        /// What went wrong and what to install.
        public let description: String
    }

    /// Whether python-stdnum can be imported; tests run without it only outside CI.
    public static let isAvailable: Bool = (try? answers("lambda text: text", to: ["probe"])) == ["probe"]

    /// Whether a test needing the reference runs: when it is available, and always under
    /// `CI=true`, where a missing reference fails the test saying what to install.
    public static let mustRun = isAvailable || ProcessInfo.processInfo.environment["CI"] == "true"

    /// The note of a test skipped because the reference is missing (never under `CI=true`).
    public static let skipNote = "python3-stdnum is not installed (apt-get install python3-stdnum)"

    /// What the Python function `function` (an expression, such as
    /// `lambda text: luhn.is_valid(text)`, with every stdnum module named below in scope)
    /// answers for each of `inputs`, as `str()` prints it; an exception reads `error:` and its
    /// class name.
    public static func answers(_ function: String, to inputs: [String]) throws -> [String] {
        guard FileManager.default.isExecutableFile(atPath: python) else {
            throw Unavailable(description: "\(python) is missing: apt-get install python3 python3-stdnum")
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = ["-c", script, function]
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
            let message = String(decoding: answer, as: UTF8.self)
            if message.contains("No module named 'stdnum'") {
                throw Unavailable(description: "python-stdnum is not installed: apt-get install python3-stdnum")
            }
            throw Unavailable(description: "python-stdnum failed: \(message)")
        }
        let lines = String(decoding: answer, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        return lines.map(String.init)
    }

    /// The inputs on which `ours` and the Python function `function` answer differently, each
    /// as `'input': ours …, stdnum …`; empty when they agree on all of them.
    public static func disagreements(
        _ function: String, on inputs: [String], ours: (String) -> String
    ) throws -> [String] {
        let expected = try answers(function, to: inputs)
        guard expected.count == inputs.count else {
            return ["stdnum answered \(expected.count) of \(inputs.count) inputs"]
        }
        return zip(inputs, expected).compactMap { input, reference in
            let answer = ours(input)
            return answer == reference ? nil : "'\(input)': ours \(answer), stdnum \(reference)"
        }
    }

    /// Reads the function from its argument and answers each line of standard input.
    private static let script = """
        import sys
        from stdnum import luhn, verhoeff, damm, isbn, issn, ean, isin, imei
        from stdnum.iso7064 import mod_11_2, mod_11_10, mod_37_2, mod_97_10
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
