import Foundation
import Testing

/// The default form's Username field in a real terminal (tmux): its check against the demo's
/// simulated directory shows while it runs, then its answer.
@Suite(
    .enabled(
        if: TmuxSession.executable != nil || ProcessInfo.processInfo.environment["CI"] == "true",
        "tmux is not installed (apt-get install tmux); the checking field is not tested"))
struct CheckingFormTests {
    @Test func theUsernameShowsItsCheckRunningThenTheDirectorysAnswer() throws {
        let folder = try InteractiveFormTests.ScratchFolder()
        let tmux = try TmuxSession(command: folder.wrapper(arguments: "form"))
        try tmux.waitForScreen("the default form") { $0.contains("validator · default form") }
        // Email, card number, phone, date, one-time code, then the username.
        try tmux.send("Tab", "Tab", "Tab", "Tab", "Tab")
        try tmux.send("alice", literal: true)
        let checking = try tmux.waitForScreen("the check running") { $0.contains("↻ checking") }
        #expect(checking.contains("checkingChanged(username) → checking"))
        let taken = try tmux.waitForScreen("the directory's answer") { $0.contains("✗ This username is taken") }
        #expect(!taken.contains("↻ checking"))
        try tmux.send("x", literal: true)
        try tmux.waitForScreen("the free name") { screen in
            screen.split(separator: "\n").contains { $0.contains("[alicex") && $0.contains("✓ valid") }
        }
        try tmux.send("C-c")
        try tmux.waitForScreen("the end of the demo") { $0.contains("DEMO-ENDED") }
        #expect(try folder.contents("after") == folder.contents("before"))
    }
}
