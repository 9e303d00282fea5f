import Foundation

/// python-stdnum (the Debian package `python3-stdnum`), run by Debian's own Python, as the
/// reference the checksum and identifier tests compare with.
///
/// One process answers a whole batch: ``answers(_:to:)`` writes one input a line and reads one
/// answer a line.
public enum Stdnum {
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
        do {
            return try PythonBatch.answers(function, to: inputs, importing: imports)
        } catch let error as Unavailable where error.description.contains("No module named 'stdnum'") {
            throw Unavailable(description: "python-stdnum is not installed: apt-get install python3-stdnum")
        }
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

    /// The stdnum modules in scope of a function.
    private static let imports = """
        from stdnum import luhn, verhoeff, damm, isbn, issn, ean, isin, imei
        from stdnum.iso7064 import mod_11_2, mod_11_10, mod_37_2, mod_97_10
        """
}
