import Foundation
import ValidatorKitPassword
import ValidatorKitPythonReferences

/// python zxcvbn of the release the model's data comes from, run by `scripts/password-reference`.
enum PasswordReference {
    /// One password and zxcvbn's answer (see `scripts/password-reference.py`).
    struct Answer: Decodable, Sendable {
        let kind: String
        let password: String
        let userInputs: [String]
        let score: Int
        let guessesLog10: Double
        let patterns: [String]
        let warning: String?
        let suggestions: [String]
    }

    /// The script that runs it.
    static let reference = PyPIReference(script: "scripts/password-reference", package: "zxcvbn")

    /// Every case of `scripts/password-reference VERSION`, VERSION being the model's.
    static func answers() throws -> [Answer] {
        try reference.lines([PasswordStrengthEstimator.modelVersion])
    }
}
