import Foundation
import Testing
import ValidatorKit

/// The plural categories agree with CLDR as Babel (Debian `python3-babel`) reads it. Skipped
/// without Babel on a developer's machine; under `CI=true` it runs, and fails saying to install it.
@Suite(.enabled(
    if: BabelPluralRules.isAvailable || ProcessInfo.processInfo.environment["CI"] == "true",
    "Babel is not installed (apt-get install python3-babel); the plural rules are not compared with CLDR"))
struct PluralRuleTests {
    static let counts = Array(0...120) + [1_000, 1_001, 1_000_000, 2_000_000, 1_000_001]

    @Test(arguments: MessageLocale.shipped)
    func categoriesAgreeWithCLDR(locale: MessageLocale) throws {
        let expected = try BabelPluralRules.categories(language: locale.language, counts: Self.counts)
        #expect(Self.counts.map { locale.pluralCategory(of: $0).rawValue } == expected)
    }
}

/// Asks Babel, the CLDR library of Python, for plural categories.
enum BabelPluralRules {
    static let python = "/usr/bin/python3"

    static let isAvailable: Bool = (try? categories(language: "en", counts: [1])) == ["one"]

    /// The category of each of `counts` in `language`, as Babel's `Locale.plural_form` says.
    static func categories(language: String, counts: [Int]) throws -> [String] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: python)
        process.arguments = [
            "-c",
            "import sys; from babel import Locale; l = Locale.parse(sys.argv[1]); "
                + "print(' '.join(l.plural_form(int(n)) for n in sys.argv[2:]))",
            language,
        ] + counts.map(String.init)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        do {
            try process.run()
        } catch {
            Issue.record("\(python) cannot run: apt-get install python3-babel")
            throw error
        }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        try #require(process.terminationStatus == 0, "Babel is not installed: apt-get install python3-babel")
        return String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace).map(String.init)
    }
}
