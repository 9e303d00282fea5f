import Testing
import ValidatorKit
import ValidatorKitPassword

/// The policy NIST SP 800-63B-4 (section 3.1.1.2) asks of passwords: at least 15 characters when
/// the password is the only factor and 8 with a second factor, at least 64 accepted, no
/// composition rules, a blocklist of common passwords and context words. Strength figures are
/// python zxcvbn 4.5.0's (`zxcvbn(password)`).
struct PasswordValidatorTests {
    @Test func refusesACommonPasswordAndAcceptsAPassphraseAsTheIssueAsks() throws {
        let validator = try PasswordValidator(minimumLength: 8)
        #expect(validator.conclude("password") == .invalid(ValidationFailure(code: .passwordCommon)))
        #expect(validator.conclude("correct horse battery staple") == .valid)
    }

    @Test func reportsScoreGuessesAndPatternsWhateverTheVerdict() throws {
        let validator = try PasswordValidator()
        // zxcvbn 4.5.0: score 0, guesses_log10 0.477, one dictionary match, top-10 warning.
        #expect(validator.details(for: "password") == [
            "score": 0, "guessesLog10": 0.477, "patterns": ["dictionary"],
            "warning": "top_ten", "suggestions": ["add_another_word"],
        ])
        // zxcvbn 4.5.0: score 4, guesses_log10 20.33, words and spaces.
        #expect(validator.details(for: "correct horse battery staple") == [
            "score": 4, "guessesLog10": 20.33,
            "patterns": ["dictionary", "bruteforce", "dictionary", "bruteforce", "dictionary"],
        ])
        #expect(validator.details(for: "") == [:])
    }

    @Test func isIncompleteWhileShorterThanFifteenAndTooShortWhenFinished() throws {
        let validator = try PasswordValidator()
        #expect(validator.validate("correcthorse") == .incomplete)
        #expect(validator.conclude("correcthorse") == .invalid(ValidationFailure(
            code: .passwordTooShort, arguments: ["minimum": 15], isFixableByTyping: true)))
        #expect(validator.conclude("correcthorse").failure?.message(in: .english) == "Must be at least 15 characters")
    }

    @Test func aSecondFactorLowersTheDefaultMinimumToEight() throws {
        let registry = ValidatorRegistry()
        try registry.register(PasswordPlugin())
        let alone = try registry.makeValidator("password", options: [:])
        let withSecondFactor = try registry.makeValidator("password", options: ["secondFactor": true])
        #expect(alone.conclude("Tr0ub4dour&3Tr0ub4").isValid)
        #expect(alone.conclude("Tr0ub4dour&3").failure?.code == .passwordTooShort)
        // Tr0ub4dour&3: 12 characters, zxcvbn score 2, below the default minimum score 3.
        #expect(withSecondFactor.conclude("Tr0ub4dour&3") == .invalid(ValidationFailure(
            code: .passwordTooGuessable, arguments: ["score": 2, "minimum": 3])))
    }

    @Test func acceptsSixtyFourCharactersAndRefusesMore() throws {
        let validator = try PasswordValidator(minimumScore: 0)
        let sixtyFour = String(repeating: "correct horse battery staple ", count: 3).prefix(64)
        #expect(validator.conclude(String(sixtyFour)) == .valid)
        #expect(validator.conclude(sixtyFour + "x") == .invalid(ValidationFailure(code: .passwordTooLong, arguments: ["maximum": 64])))
        #expect(validator.conclude(sixtyFour + "x").failure?.message(in: .english) == "Must be at most 64 characters")
    }

    @Test func countsCodePointsAsNISTCountsCharacters() throws {
        let validator = try PasswordValidator(minimumLength: 8, minimumScore: 0)
        // Seven code points: one short.
        #expect(validator.conclude("日本語パスワー").failure?.code == .passwordTooShort)
        #expect(validator.conclude("日本語パスワード").isValid)
    }

    @Test func imposesNoCompositionRules() throws {
        let validator = try PasswordValidator()
        // Lowercase letters only; zxcvbn 4.5.0 scores it 4.
        #expect(validator.conclude("correcthorsebatterystaple") == .valid)
    }

    @Test(arguments: ["password", "Password", "PASSWORD", "drowssap", "P@ssw0rd"])
    func refusesCommonPasswordsHoweverWritten(_ password: String) throws {
        let validator = try PasswordValidator(minimumLength: 8, minimumScore: 0)
        #expect(validator.conclude(password).failure?.code == .passwordCommon)
        #expect(validator.conclude(password).failure?.message(in: .english) == "This password is one of the most common ones")
    }

    @Test func refusesAPasswordHoldingAWordOfAContextField() throws {
        let validator = try PasswordValidator(contextFields: ["username", "name"])
        let values = ContextValues(texts: ["username": "quintessa", "name": "Ada Lovelace"], titles: ["name": "name"])
        #expect(validator.dependencies == ["username", "name"])
        let verdict = validator.conclude("my lovelace of vinegar tides", reading: values)
        #expect(verdict == .invalid(ValidationFailure(code: .passwordContext, arguments: ["field": "name"])))
        #expect(verdict.failure?.message(in: .english) == "Must not contain your name")
        #expect(validator.conclude("Quintessa-walks-the-gravel-road", reading: values).failure?.code == .passwordContext)
        #expect(validator.conclude("my vinegar tides of marmalade", reading: values) == .valid)
    }

    @Test func refusesAScoreBelowTheMinimum() throws {
        let validator = try PasswordValidator()
        // zxcvbn 4.5.0: score 0 (a repeat).
        let verdict = validator.conclude("aaaaaaaaaaaaaaaa")
        #expect(verdict == .invalid(ValidationFailure(code: .passwordTooGuessable, arguments: ["score": 0, "minimum": 3])))
        #expect(verdict.failure?.message(in: .english) == "Too easy to guess (strength 0 of 4; 3 needed)")
        #expect(verdict.failure?.message(in: MessageLocale(language: "de")) == "Zu leicht zu erraten (Stärke 0 von 4; 3 erforderlich)")
    }

    @Test func describesItsPolicyAsPasswordRules() throws {
        #expect(try PasswordValidator().passwordRules == "minlength: 15; maxlength: 64;")
        #expect(try PasswordValidator(minimumLength: 8, maximumLength: 128).passwordRules == "minlength: 8; maxlength: 128;")
    }

    @Test func refusesBoundsNISTForbids() throws {
        #expect(throws: PasswordPolicyError.minimumTooLow(6)) { try PasswordValidator(minimumLength: 6) }
        #expect(throws: PasswordPolicyError.maximumTooLow(32, least: 64)) { try PasswordValidator(maximumLength: 32) }
        #expect(throws: PasswordPolicyError.maximumTooLow(70, least: 80)) { try PasswordValidator(minimumLength: 80, maximumLength: 70) }
        #expect(throws: PasswordPolicyError.scoreOutOfRange(5)) { try PasswordValidator(minimumScore: 5) }
        #expect(PasswordPolicyError.minimumTooLow(6).description == "Option 'minLength' is 6; expected an integer of at least 8")
    }
}
