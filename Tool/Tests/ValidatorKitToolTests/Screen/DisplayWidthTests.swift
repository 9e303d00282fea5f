import Testing
import ValidatorKitBatch
import ValidatorKitSession
import ValidatorKitTesting
import ValidatorKitTool

@Suite struct DisplayWidthTests {
    @Test(arguments: [
        ("a", 1), ("é", 1), ("e\u{301}", 1), ("日", 2), ("한", 2), ("Ａ", 2), ("ｱ", 1),
        ("😀", 2), ("👍🏽", 2), ("👨‍👩‍👧", 2), ("🇫🇷", 2), ("❤️", 2), ("❤", 1), ("1️⃣", 2),
        ("\u{200B}", 0), ("\u{301}", 0), ("•", 1), ("✓", 1),
    ])
    func eachGraphemeClusterTakesTheColumnsATerminalGivesIt(character: Character, columns: Int) {
        #expect(DisplayWidth.columns(of: character) == columns)
    }

    @Test func aTextIsAsWideAsItsClustersTogether() {
        #expect(DisplayWidth.columns(of: "ab日本😀e\u{301}") == 9)
        #expect(DisplayWidth.columns(of: "") == 0)
    }
}
