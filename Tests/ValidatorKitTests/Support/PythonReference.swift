import ValidatorKitPythonReferences

/// Python's `datetime` and `decimal` (the standard library of Debian's `python3`), the
/// references the date and range tests compare with.
enum PythonReference {
    /// What the Python expression `function` (a lambda of one text, with `date`, `timedelta` and
    /// `Decimal` in scope) answers for each of `inputs`, as `str()` prints it; an exception
    /// reads `error:` and its class name.
    static func answers(_ function: String, to inputs: [String]) throws -> [String] {
        try PythonBatch.answers(function, to: inputs, importing: """
            from datetime import date, timedelta
            from decimal import Decimal
            """)
    }
}
