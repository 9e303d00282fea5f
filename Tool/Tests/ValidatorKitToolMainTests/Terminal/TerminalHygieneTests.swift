import Foundation
import Testing

/// The ways out of the real `form` not covered by ``InteractiveFormTests`` (a hang-up signal, the
/// end of input, a screen that can no longer be drawn on), a resize in the middle of an edit,
/// and `NO_COLOR` read from the environment, in a real terminal (tmux). Each way out checks the
/// terminal's settings (`stty -g`) are back as found. Skipped without tmux on a developer's
/// machine; under `CI=true` it runs, and fails saying to install tmux.
@Suite(
    .serialized,
    .enabled(
        if: TmuxSession.executable != nil || ProcessInfo.processInfo.environment["CI"] == "true",
        "tmux is not installed (apt-get install tmux); the terminal's ways out are not tested"))
struct TerminalHygieneTests {
    typealias ScratchFolder = InteractiveFormTests.ScratchFolder

    @Test func aHangUpSignalRestoresTheTerminalAndEndsBySignal() throws {
        let folder = try ScratchFolder()
        let tmux = try TmuxSession(command: folder.wrapper(arguments: "form --spec Examples/Specs/signup.json"))
        try tmux.waitForScreen("the form") { $0.contains("Delegate callbacks") }
        try tmux.send("ada", literal: true)
        try tmux.waitForScreen("the typed text") { $0.contains("[ada ") }
        kill(try InteractiveFormTests.demoProcess(under: tmux.panePID()), SIGHUP)
        let after = try tmux.waitForScreen("the end of the demo") { $0.contains("DEMO-ENDED") }
        // 128 + SIGHUP (1): the shell saw the demo end by the signal, after it restored the terminal.
        #expect(try folder.contents("status") == "129\n")
        #expect(try folder.contents("after") == folder.contents("before"))
        #expect(!after.contains("Delegate callbacks"), "the alternate screen was not left:\n\(after)")
    }

    /// A second terminal (window 0) that does nothing but hold its terminal open, and writes
    /// that terminal's path to `spare-tty` in `folder`.
    private func sessionWithSpareTerminal(in folder: ScratchFolder) throws -> (TmuxSession, String) {
        let tmux = try TmuxSession(command: "tty > '\(folder.path)/spare-tty.part' && mv '\(folder.path)/spare-tty.part' '\(folder.path)/spare-tty' && exec sleep 100000")
        let deadline = Date().addingTimeInterval(15)
        while !FileManager.default.fileExists(atPath: "\(folder.path)/spare-tty") && Date() < deadline {
            Thread.sleep(forTimeInterval: 0.05)
        }
        let spare = try folder.contents("spare-tty").trimmingCharacters(in: .whitespacesAndNewlines)
        #expect(spare.hasPrefix("/dev/pts/"))
        return (tmux, spare)
    }

    /// Raw mode turns Ctrl-D into an ordinary byte, so a terminal's input ends only when the
    /// terminal goes away. Here the keyboard is a second terminal (window 0) and the screen the
    /// first (window 1): closing window 0 ends the input, and nothing else (no signal reaches the
    /// demo, whose controlling terminal is window 1). The demo then ends normally, with status 0,
    /// off the alternate screen, and window 1's settings as found.
    @Test func theEndOfInputEndsTheFormNormally() throws {
        let folder = try ScratchFolder()
        let (tmux, spare) = try sessionWithSpareTerminal(in: folder)
        try tmux.openWindow(command: folder.wrapper(arguments: "form --spec Examples/Specs/signup.json < '\(spare)'"))
        try tmux.waitForScreen("the form") { $0.contains("Delegate callbacks") }
        try tmux.send("ada", literal: true, window: 0)
        try tmux.waitForScreen("the keys of the other terminal") { $0.contains("[ada ") }

        try tmux.closeWindow(0)
        let after = try tmux.waitForScreen("the end of the demo") { $0.contains("DEMO-ENDED") }
        #expect(try folder.contents("status") == "0\n")
        #expect(try folder.contents("after") == folder.contents("before"))
        #expect(!after.contains("Delegate callbacks"), "the alternate screen was not left:\n\(after)")
    }

    /// The screen is a second terminal (window 0) and the keyboard the first (window 1). Once
    /// window 0 is closed, the next key's frame cannot be written: the demo says so on standard
    /// error (window 1), ends with status 2, and leaves window 1, whose settings it changed, as
    /// it found them.
    @Test func aScreenThatCannotBeDrawnOnEndsTheFormWithTheTerminalRestored() throws {
        let folder = try ScratchFolder()
        let (tmux, spare) = try sessionWithSpareTerminal(in: folder)
        try tmux.openWindow(command: folder.wrapper(arguments: "form --spec Examples/Specs/signup.json > '\(spare)'"))
        try tmux.waitForScreen("the form on the other terminal", until: { _ in
            (try? tmux.screen(window: 0).contains("Delegate callbacks")) == true
        })
        try tmux.send("ada", literal: true)
        try tmux.waitForScreen("the keys drawn on the other terminal", until: { _ in
            (try? tmux.screen(window: 0).contains("[ada ")) == true
        })

        try tmux.closeWindow(0)
        try tmux.send("b", literal: true)
        let after = try tmux.waitForScreen("the end of the demo") { $0.contains("DEMO-ENDED") }
        #expect(after.contains("validator: Cannot draw on the terminal: Input/output error"))
        #expect(try folder.contents("status") == "2\n")
        #expect(try folder.contents("after") == folder.contents("before"))
    }

    /// A window shrunk from 100×30 to 60×20 in the middle of an edit shows exactly what a form
    /// started at 60×20 shows after the same keys: at once (the redraw on SIGWINCH, before any
    /// other key), and after the edit goes on. Nothing of the larger frame is left.
    @Test func aResizeInTheMiddleOfAnEditRedrawsAtTheNewSize() throws {
        let referenceFolder = try ScratchFolder()
        let reference = try TmuxSession(
            command: referenceFolder.wrapper(arguments: "form --spec Examples/Specs/signup.json"), columns: 60, rows: 20)
        try reference.waitForScreen("the form") { $0.contains("Delegate callbacks") }
        try reference.send("bo", literal: true)
        try reference.send("Tab", "Tab")
        try reference.send("AB", literal: true)
        let expectedBefore = try reference.waitForScreen("the typed code") { $0.contains("[AB__]") }
        #expect(expectedBefore.split(separator: "\n").allSatisfy { $0.count <= 60 })

        let folder = try ScratchFolder()
        let resized = try TmuxSession(command: folder.wrapper(arguments: "form --spec Examples/Specs/signup.json"))
        try resized.waitForScreen("the form") { $0.contains("Delegate callbacks") }
        try resized.send("bo", literal: true)
        try resized.send("Tab", "Tab")
        try resized.send("AB", literal: true)
        let large = try resized.waitForScreen("the typed code") { $0.contains("[AB__]") }
        #expect(large != expectedBefore)
        try resized.resize(columns: 60, rows: 20)
        let redrawn = try? resized.waitForScreen("the screen of a form started at 60×20") { $0 == expectedBefore }
        #expect(redrawn != nil, "after the resize:\n\((try? resized.screen()) ?? "")\nstarted at 60×20:\n\(expectedBefore)")

        try reference.send("CD", literal: true)
        let expectedAfter = try reference.waitForScreen("the rest of the code") { $0.contains("[ABCD]") }
        try resized.send("CD", literal: true)
        let edited = try? resized.waitForScreen("the same edit as at 60×20") { $0 == expectedAfter }
        #expect(edited != nil, "after the resize and CD:\n\((try? resized.screen()) ?? "")\nstarted at 60×20:\n\(expectedAfter)")

        try resized.send("C-c")
        try resized.waitForScreen("the end of the demo") { $0.contains("DEMO-ENDED") }
        #expect(try folder.contents("after") == folder.contents("before"))
    }

    /// Whether the SGR sequences of `screen` (from `capture-pane -e`) set any colour: 30–38
    /// and 90–97 foregrounds, 40–48 and 100–107 backgrounds.
    private func hasColors(_ screen: String) -> Bool {
        let sequence = try! Regex(#"\x1B\[([0-9;]*)m"#)
        return screen.matches(of: sequence).contains { match in
            let parameters = String(screen[match.range].dropFirst(2).dropLast()).split(separator: ";").compactMap { Int($0) }
            return parameters.contains { (30...38).contains($0) || (40...48).contains($0) || (90...97).contains($0) || (100...107).contains($0) }
        }
    }

    /// `NO_COLOR` as the environment gives it: unset or empty leaves colour on, any other value
    /// turns it off; the states still read as a sign and a word.
    @Test(arguments: [("env -u NO_COLOR", true), ("NO_COLOR=", true), ("NO_COLOR=1", false), ("NO_COLOR=no", false)])
    func noColorFromTheEnvironment(environment: String, showsColors: Bool) throws {
        let folder = try ScratchFolder()
        let tmux = try TmuxSession(command: folder.wrapper(arguments: "form --spec Examples/Specs/signup.json", environment: environment))
        try tmux.waitForScreen("the form") { $0.contains("Delegate callbacks") }
        try tmux.send("bo", literal: true)
        try tmux.send("Tab")
        try tmux.waitForScreen("the username's error") { $0.contains("✗ Must be at least 3 characters") }
        let screen = try tmux.screen(escapes: true)
        #expect(hasColors(screen) == showsColors, "\(environment):\n\(screen)")
        try tmux.send("C-c")
        try tmux.waitForScreen("the end of the demo") { $0.contains("DEMO-ENDED") }
        #expect(try folder.contents("after") == folder.contents("before"))
    }
}
