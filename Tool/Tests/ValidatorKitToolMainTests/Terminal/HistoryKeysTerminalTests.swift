import Foundation
import Testing

/// Undo, redo and reset in a real terminal (tmux) on `Examples/Specs/masked.json`'s US phone:
/// Alt-U, Alt-E and Ctrl-R, listed on the key line (Ctrl-Z suspends the program there). Skipped
/// without tmux on a developer's machine; under `CI=true` it runs, and fails saying to install
/// tmux.
@Suite(
    .serialized,
    .enabled(
        if: TmuxSession.executable != nil || ProcessInfo.processInfo.environment["CI"] == "true",
        "tmux is not installed (apt-get install tmux); the interactive form is not tested"))
struct HistoryKeysTerminalTests {
    @Test func aPersonUndoesRedoesAndResetsAMaskedPhone() throws {
        let folder = try InteractiveFormTests.ScratchFolder()
        let tmux = try TmuxSession(command: folder.wrapper(arguments: "form --spec Examples/Specs/masked.json"))
        try tmux.waitForScreen("the form with the history keys") {
            $0.contains("Delegate callbacks") && $0.contains("Alt-U undo · Alt-E redo · Ctrl-R reset")
        }
        try tmux.send("20155", literal: true)
        try tmux.send("Left")
        try tmux.send("9", literal: true)
        try tmux.waitForScreen("the 9 typed before the last 5") { $0.contains("[+1 (201) 595") }
        try tmux.send("M-u")
        try tmux.waitForScreen("the 9 undone") { $0.contains(#"textChanged(phone) "+1 (201) 55""#) && !$0.contains("[+1 (201) 595") }
        try tmux.send("M-e")
        try tmux.waitForScreen("the 9 redone") { $0.contains("[+1 (201) 595") }
        try tmux.send("C-r")
        let reset = try tmux.waitForScreen("the field reset") { $0.contains(#"textChanged(phone) """#) }
        #expect(!reset.contains("✗"))
        try tmux.send("C-c")
        try tmux.waitForScreen("the end of the demo") { $0.contains("DEMO-ENDED") }
        #expect(try folder.contents("after") == folder.contents("before"))
    }
}
