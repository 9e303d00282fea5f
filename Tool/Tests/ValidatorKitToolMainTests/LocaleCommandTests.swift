import Foundation
import Testing

/// `--locale` and the locale variables choose the language of `check`, `list --codes` and
/// `replay`; the codes stay the same.
@Suite struct LocaleCommandTests {
    static let tooShort = [
        ("en", "Must be at least 2 characters"),
        ("de", "Mindestens 2 Zeichen erforderlich"),
        ("es", "Debe tener al menos 2 caracteres"),
        ("fr", "Doit contenir au moins 2 caractères"),
        ("ja", "2文字以上で入力してください"),
    ]

    @Test(arguments: tooShort)
    func checkSpeaksTheLocaleAndKeepsTheCode(locale: String, message: String) throws {
        let result = try DemoProcess.run(["check", "length", "--option", "min=2", "--locale", locale], input: "x\n")
        #expect(result.status == 1)
        #expect(result.standardError == "")
        #expect(result.outputLines == [
            #"{"line":1,"validity":"invalid","code":"length.too_short","message":"\#(message)","details":{}}"#,
        ])
    }

    @Test(arguments: [
        (["LANG": "de_DE.UTF-8"], "Mindestens 2 Zeichen erforderlich"),
        (["LANG": "de_DE.UTF-8", "LC_MESSAGES": "fr_FR.UTF-8"], "Doit contenir au moins 2 caractères"),
        (["LANG": "de_DE.UTF-8", "LC_ALL": "C"], "Must be at least 2 characters"),
        (["LANG": "POSIX"], "Must be at least 2 characters"),
    ])
    func withoutTheOptionTheEnvironmentChooses(environment: [String: String], message: String) throws {
        let result = try DemoProcess.run(["check", "length", "--option", "min=2"], input: Array("x\n".utf8), locale: environment)
        #expect(result.standardError == "")
        #expect(result.outputLines.first?.contains(#""message":"\#(message)""#) == true)
    }

    @Test func anUnknownLocaleIsEnglishAfterOneWarning() throws {
        let result = try DemoProcess.run(["check", "length", "--option", "min=2", "--locale", "xx"], input: "x\ny\n")
        #expect(result.status == 1)
        #expect(result.standardError
            == "validator: Unknown locale 'xx'; messages are in English (shipped: en, de, es, fr, ja)\n")
        #expect(result.outputLines.allSatisfy { $0.contains(#""message":"Must be at least 2 characters""#) })
    }

    @Test func listCodesShowsTheCatalogOfTheLocale() throws {
        let result = try DemoProcess.run(["list", "--codes", "--locale", "de"])
        #expect(result.status == 0)
        let lines = result.outputLines
        #expect(lines.contains("  length.too_short  Mindestens {minimum} Zeichen erforderlich"))
        #expect(lines.contains("  otp.mismatch  Der Code ist falsch"))
        #expect(lines.contains("  phone.invalid  Keine gültige Telefonnummer"))
    }

    @Test func checkSpecSpeaksTheLocaleWithTheSpecsTitles() throws {
        let spec = PackagePaths.repository.appendingPathComponent("Examples/Specs/signup.json").path
        let result = try DemoProcess.run(
            ["check", "--spec", spec, "--locale", "fr"],
            input: #"{"username":"bo","invite":"ABCD2345","password":"correct horse","confirm":"correct horse"}"# + "\n")
        #expect(result.status == 1)
        #expect(result.standardOutput.contains(#""code":"length.too_short","message":"Doit contenir au moins 3 caractères""#))
    }
}
