import Testing
import ValidatorKit
import ValidatorKitBatch
import ValidatorKitSession
import ValidatorKitTool

/// The form's own words come from the engine's catalog, in every shipped language.
@Suite struct ScreenWordsTests {
    @Test func germanWords() {
        let words = ScreenWords(locale: MessageLocale(language: "de"))
        #expect(words.submitted == "Abgesendet: alle Felder sind gültig")
        #expect(words.notSubmitted(field: "Benutzername", message: nil) == "Nicht abgesendet: Benutzername — ungültig")
        #expect(words.mark("incomplete") == "unvollständig")
        #expect(words.callbacks == "Delegate-Aufrufe")
    }

    @Test(arguments: MessageLocale.shipped)
    func everyLanguageHasEveryWord(locale: MessageLocale) {
        let words = ScreenWords(locale: locale)
        let all = words.keys + [words.submitted, words.notSubmitted(field: "F", message: "M"), words.callbacks]
            + ["valid", "incomplete", "invalid"].map { words.mark($0) }
        #expect(!all.contains { $0.hasPrefix("screen.") || $0.hasPrefix("mark.") || $0.isEmpty })
        #expect(words.keys.count == 3)
    }

    @Test(arguments: MessageLocale.shipped)
    func theKeysLinesGetShorter(locale: MessageLocale) {
        let widths = ScreenWords(locale: locale).keys.map { DisplayWidth.columns(of: $0) }
        #expect(widths == widths.sorted(by: >))
        #expect(widths.last.map { $0 < ScreenRenderer.minimumColumns + 20 } == true)
    }

    @Test func aJapaneseScreenKeepsEveryRowWithinItsColumns() {
        let words = ScreenWords(locale: MessageLocale(language: "ja"))
        let frame = ScreenRenderer(columns: 60, rows: 20, words: words).render(ScreenContent(
            heading: "default form", descriptions: [], appearances: [], lastSubmit: .accepted, log: []))
        #expect(frame.rows.allSatisfy { $0.width <= 60 })
        #expect(frame.rows.contains { $0.plainText == " ✓ 送信しました: すべての項目が有効です" })
    }
}
