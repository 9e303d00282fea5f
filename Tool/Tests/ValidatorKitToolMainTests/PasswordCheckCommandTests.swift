import Foundation
import Testing

/// `validator check password`, which `StandardValidators` registers. Scores and guesses are python
/// zxcvbn 4.5.0's (`zxcvbn("password")`: score 0, guesses_log10 0.477; `zxcvbn("correct horse
/// battery staple")`: score 4, guesses_log10 20.33).
@Suite struct PasswordCheckCommandTests {
    /// The issue's "done when": the common password refused, the passphrase accepted, each with
    /// its score and guesses.
    @Test func refusesACommonPasswordAndAcceptsAPassphrase() throws {
        let result = try DemoProcess.run(
            ["check", "password", "--option", "minLength=8"], input: "password\ncorrect horse battery staple\n")
        #expect(result.status == 1)
        #expect(result.outputLines == [
            #"{"line":1,"validity":"invalid","code":"password.common","message":"This password is one of the most common ones","details":{"guessesLog10":0.477,"patterns":["dictionary"],"score":0,"suggestions":["add_another_word"],"warning":"top_ten"}}"#,
            #"{"line":2,"validity":"valid","details":{"guessesLog10":20.33,"patterns":["dictionary","bruteforce","dictionary","bruteforce","dictionary"],"score":4}}"#,
        ])
    }

    @Test func aShortLineIsTooShortInTheLocaleAsked() throws {
        let result = try DemoProcess.run(["check", "password", "--locale", "de"], input: "Tr0ub4dour&3\n")
        #expect(result.status == 1)
        #expect(result.outputLines.first?.contains(#""code":"password.too_short","message":"Mindestens 15 Zeichen erforderlich""#) == true)
    }

    @Test func listsThePluginWithTheModelsVersion() throws {
        let result = try DemoProcess.run(["list"])
        #expect(result.outputLines.contains("password — Passwords as NIST SP 800-63B-4 asks, scored by zxcvbn's model (zxcvbn 4.5.0)"))
    }
}
