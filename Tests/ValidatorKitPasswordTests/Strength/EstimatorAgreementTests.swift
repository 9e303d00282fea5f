import Foundation
import Testing
import ValidatorKitPassword
import ValidatorKitPythonReferences

/// The estimator against python zxcvbn of the same release on about 6,000 passwords of every
/// kind the model knows (`scripts/password-reference.py`): the score equal on every one, the
/// guesses' logarithm within 0.001 on at least 99 %, and the pattern kinds and the feedback codes
/// the same on at least 99 %; on the l33t kinds (l33t words, dense l33t, l33t mixed with `İ`) the
/// guesses agree on every one. Failures name a case by its index and kind, never by its password.
@Suite(.enabled(if: PyPIReference.mustRun, Comment(rawValue: PyPIReference.skipNote)))
struct EstimatorAgreementTests {
    @Test func scoresAndGuessesAgreeWithPythonZxcvbn() throws {
        let answers = try PasswordReference.answers()
        #expect(answers.count >= 5_000)
        let estimator = PasswordStrengthEstimator()
        var scoreDisagreements: [String] = []
        var l33tDisagreements: [String] = []
        var guessesAgreeing = 0
        var patternsAgreeing = 0
        var feedbackAgreeing = 0
        for (index, answer) in answers.enumerated() {
            let strength = estimator.estimate(answer.password, userInputs: answer.userInputs)
            if strength.score != answer.score {
                scoreDisagreements.append("case \(index) (\(answer.kind)): score \(strength.score), zxcvbn \(answer.score)")
            }
            if abs(strength.guessesLog10 - answer.guessesLog10) <= 0.001 {
                guessesAgreeing += 1
            } else if answer.kind.hasPrefix("l33t") {
                l33tDisagreements.append("case \(index) (\(answer.kind)): guessesLog10 \(strength.guessesLog10), zxcvbn \(answer.guessesLog10)")
            }
            if strength.patterns.map(\.rawValue) == answer.patterns { patternsAgreeing += 1 }
            if strength.warning?.rawValue == answer.warning, strength.suggestions.map(\.rawValue) == answer.suggestions {
                feedbackAgreeing += 1
            }
        }
        #expect(scoreDisagreements.isEmpty, "\(scoreDisagreements.count) scores differ: \(scoreDisagreements.prefix(20))")
        #expect(l33tDisagreements.isEmpty, "\(l33tDisagreements.count) l33t guesses differ: \(l33tDisagreements.prefix(20))")
        #expect(Double(guessesAgreeing) >= 0.99 * Double(answers.count),
                "guessesLog10 within 0.001 on \(guessesAgreeing) of \(answers.count)")
        #expect(Double(patternsAgreeing) >= 0.99 * Double(answers.count),
                "the same pattern kinds on \(patternsAgreeing) of \(answers.count)")
        #expect(Double(feedbackAgreeing) >= 0.99 * Double(answers.count),
                "the same warning and suggestions on \(feedbackAgreeing) of \(answers.count)")
    }
}
