import Foundation
import Testing

/// The real `form` in German and Japanese in a real terminal (tmux): titles, messages and the
/// form's own words in the language, and CJK text taking two columns a character so the marks
/// line up. Skipped without tmux on a developer's machine; under `CI=true` it runs, and fails
/// saying to install tmux.
@Suite(
    .serialized,
    .enabled(
        if: TmuxSession.executable != nil || ProcessInfo.processInfo.environment["CI"] == "true",
        "tmux is not installed (apt-get install tmux); the localized form is not tested"))
struct LocalizedFormTests {
    @Test func aPersonFillsTheSignupFormInGerman() throws {
        let folder = try InteractiveFormTests.ScratchFolder()
        let tmux = try TmuxSession(command: folder.wrapper(arguments: "form --spec Examples/Specs/signup.json --locale de"))
        let first = try tmux.waitForScreen("the form in German") { $0.contains("Delegate-Aufrufe") }
        #expect(first.contains(" Tab weiter · Shift-Tab zurück · Esc leeren · Enter im letzten sendet ab · Ctrl-C beenden"))
        #expect(first.contains("    Benutzername\n  ▸ [Buchstaben und Ziffern "))

        try tmux.send("bo", literal: true)
        try tmux.send("Tab")
        try tmux.waitForScreen("the username's error after Tab") { $0.contains("✗ Mindestens 3 Zeichen erforderlich") }
        try tmux.send("Enter", "Enter", "Enter", "Enter")
        let refused = try tmux.waitForScreen("the submit refused at the username") {
            $0.contains("✗ Nicht abgesendet: Benutzername — Mindestens 3 Zeichen erforderlich")
        }
        #expect(refused.contains("✗ ungültig"))

        try tmux.send("C-c")
        try tmux.waitForScreen("the end of the demo") { $0.contains("DEMO-ENDED") }
        #expect(try folder.contents("after") == folder.contents("before"))
    }

    @Test func aJapaneseScreenLinesUpAsTheEnglishOneDoes() throws {
        let english = try markColumns(locale: "en", error: "✗ Must be at least 3 characters")
        let japanese = try markColumns(locale: "ja", error: "✗ 3文字以上で入力してください")
        #expect(japanese.rows.allSatisfy { $0 <= 100 }, "a row is wider than the terminal: \(japanese.rows)")
        #expect(japanese.marks.count == english.marks.count)
        #expect(Set(japanese.marks) == Set(english.marks))
        #expect(Set(japanese.marks).count == 1, "the marks are not in one column: \(japanese.marks)")
    }

    /// The columns (as East Asian Width counts them) where the fields' marks start, and the width
    /// of every row, after typing a too-short username and moving on.
    private func markColumns(locale: String, error: String) throws -> (marks: [Int], rows: [Int]) {
        let folder = try InteractiveFormTests.ScratchFolder()
        let tmux = try TmuxSession(command: folder.wrapper(arguments: "form --spec Examples/Specs/signup.json --locale \(locale)"))
        try tmux.waitForScreen("the form") { $0.contains("validator · spec") }
        try tmux.send("bo", literal: true)
        try tmux.send("Tab")
        try tmux.send("ABCD", literal: true)
        let screen = try tmux.waitForScreen("the username's error") { $0.contains(error) }
        try tmux.send("C-c")
        try tmux.waitForScreen("the end of the demo") { $0.contains("DEMO-ENDED") }
        let lines = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let markRows = lines.filter { $0.hasPrefix("    ") && $0.contains("[") && ($0.contains("  ✗ ") || $0.contains("  … ") || $0.contains("  ✓ ")) }
        let prefixes = markRows.map { row in
            let mark = ["  ✗ ", "  … ", "  ✓ "].compactMap { row.range(of: $0, options: .backwards) }.max { $0.lowerBound < $1.lowerBound }
            return mark.map { String(row[..<$0.lowerBound]) } ?? row
        }
        let widths = try EastAsianWidth.columns(of: prefixes + lines)
        return (Array(widths.prefix(prefixes.count)), Array(widths.dropFirst(prefixes.count)))
    }
}

/// Display widths by Unicode's East Asian Width (wide and full-width characters take two
/// columns), as Python's `unicodedata` reads it, from outside the code under test.
enum EastAsianWidth {
    static func columns(of lines: [String]) throws -> [Int] {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/python3")
        process.arguments = [
            "-c",
            "import sys, json, unicodedata; print(json.dumps([sum(2 if unicodedata.east_asian_width(c) in 'WF' "
                + "else 0 if unicodedata.combining(c) else 1 for c in line) for line in json.load(sys.stdin)]))",
        ]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(try JSONSerialization.data(withJSONObject: lines))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try #require(try JSONSerialization.jsonObject(with: data) as? [Int])
    }
}
