import Testing

/// `check` called with a plugin or options that make no sense: exit status 2 and one message
/// on standard error that says what to change; nothing on standard output.
@Suite struct ConfigurationMistakeTests {
    static let mistakes: [(arguments: [String], message: String)] = [
        (["check", "Card"], "Unknown plugin 'Card'; registered plugins: card, card-expiry, card-security-code, cardholder-name, charset, date, ean, http, imei, isbn, isin, issn, length, luhn, mask, matches, one-of, otp, password, phone, range, regex, required, required-if, username; to use a plugin of a library, load it with --plugin PATH"),
        (["check", ""], "Unknown plugin ''; registered plugins: card, card-expiry, card-security-code, cardholder-name, charset, date, ean, http, imei, isbn, isin, issn, length, luhn, mask, matches, one-of, otp, password, phone, range, regex, required, required-if, username; to use a plugin of a library, load it with --plugin PATH"),
        (["check", "card", "--option", "brand=visa"], "Plugin 'card' has no option 'brand'; it takes no options"),
        (["check", "length", "--option", "maximum=3"], "Plugin 'length' has no option 'maximum'; its options are max, min"),
        (["check", "length", "--option", "max=3", "--option", "max=4"], "Option 'max' is given twice"),
        (["check", "length", "--option", "=3"], "Option 1 must be written name=value, such as --option min=2"),
        (["check", "length", "--option", "max=３"], "Option 'max' of plugin 'length' expects an integer, got '３'"),
        (["check", "length", "--option", "max=99999999999999999999"],
         "Option 'max' of plugin 'length' expects an integer, got '99999999999999999999'"),
        (["check", "length", "--option", "min=-1"], "Option 'min' of plugin 'length' cannot be '-1': expected an integer of at least 0"),
        (["check", "charset", "--option", "allowed="],
         "Option 'allowed' of plugin 'charset' cannot be '': expected digits, letters, alphanumeric, or a non-empty list of characters"),
        (["check", "regex"], "Plugin 'regex' needs the option 'pattern' or 'preset'"),
        (["check", "regex", "--option", "preset=zip"],
         "Option 'preset' of plugin 'regex' expects one of email, uuid, hex-color, ipv4, us-zip, slug, got 'zip'"),
        (["check", "otp", "--option", "digits=9"], "Option 'digits' of plugin 'otp' cannot be '9': expected 6, 7 or 8"),
        (["check", "otp", "--option", "algorithm=MD5"], "Option 'algorithm' of plugin 'otp' expects one of SHA1, SHA256, SHA512, got 'MD5'"),
        (["check", "phone", "--option", "types=landline"],
         "Option 'types' of plugin 'phone' cannot be 'landline': expected a comma-separated list of fixed-line, mobile, fixed-line-or-mobile, toll-free, premium-rate, shared-cost, voip, personal-number, pager, uan, voicemail"),
    ]

    @Test(arguments: mistakes)
    func aMistakeExitsTwoWithAMessageThatSaysWhatToChange(arguments: [String], message: String) throws {
        let result = try DemoProcess.run(arguments, input: "4242\n")
        #expect(result.status == 2)
        #expect(result.standardError == "validator: \(message)\n")
        #expect(result.standardOutput.isEmpty)
    }
}
