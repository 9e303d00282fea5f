import Foundation
import Testing

/// The real `form` in a real terminal (tmux): what a person sees and what the terminal is left
/// with. Skipped without tmux on a developer's machine; under `CI=true` it runs, and fails
/// saying to install tmux.
@Suite(
    .serialized,
    .enabled(
        if: TmuxSession.executable != nil || ProcessInfo.processInfo.environment["CI"] == "true",
        "tmux is not installed (apt-get install tmux); the interactive form is not tested"))
struct InteractiveFormTests {
    /// A scratch folder for the files the terminal writes.
    final class ScratchFolder {
        let path: String

        init() throws {
            path = FileManager.default.temporaryDirectory.appendingPathComponent("validator-tmux-\(UUID().uuidString)").path
            try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        }

        deinit {
            try? FileManager.default.removeItem(atPath: path)
        }

        func contents(_ name: String) throws -> String {
            try String(contentsOfFile: "\(path)/\(name)", encoding: .utf8)
        }

        /// A script that records the terminal settings (`stty -g`) and the exit status around the
        /// demo run with `arguments` (which may end with redirections), inside the terminal, then
        /// waits until tmux hangs up. `environment` is put before the demo's path (`NO_COLOR=1`,
        /// `env -u NO_COLOR`). The demo speaks English unless `arguments` give a `--locale`,
        /// whatever the test's `LANG`.
        func wrapper(arguments: String, environment: String = "") throws -> String {
            let script = "\(path)/run.sh"
            // The script shares the demo's process group, so it would also receive the keyboard's
            // SIGINT: a no-op trap keeps it alive for the "after" steps.
            try """
                #!/bin/bash
                trap : INT
                cd '\(PackagePaths.repository.path)'
                stty -g > '\(path)/before'
                unset LC_ALL
                LC_MESSAGES=C \(environment) '\(DemoProcess.executable.path)' \(arguments)
                echo $? > '\(path)/status'
                stty -g > '\(path)/after'
                echo DEMO-ENDED
                read -r _
                """.write(toFile: script, atomically: true, encoding: .utf8)
            // Read by bash rather than executed: a process the suite forks at the same moment
            // may still hold the file open for writing, and executing it would then fail
            // (ETXTBSY), leaving the window empty.
            return "/bin/bash '\(script)'"
        }
    }

    @Test func aPersonFillsTheSignupFormAndQuitsWithTheTerminalRestored() throws {
        let folder = try ScratchFolder()
        let tmux = try TmuxSession(command: folder.wrapper(arguments: "form --spec Examples/Specs/signup.json"))
        try tmux.waitForScreen("the form") { $0.contains("validator · spec Examples/Specs/signup.json") }

        try tmux.send("bo", literal: true)
        try tmux.send("Tab")
        try tmux.waitForScreen("the username's error after Tab") { $0.contains("✗ Must be at least 3 characters") }

        try tmux.send("Tab")
        try tmux.send("ABCD2345", literal: true)
        try tmux.send("Tab")
        try tmux.send("quartz meadow lantern", literal: true)
        let masks = String(repeating: "•", count: 21)
        let typing = try tmux.waitForScreen("the password being typed") { $0.contains(#"textChanged(password) "\#(masks)""#) }
        #expect(!typing.contains("meadow"))
        let masked = try tmux.waitForScreen("the password fully masked once the reveal ends") { $0.contains("[\(masks) ") }
        #expect(!masked.contains("meadow"))
        // zxcvbn 4.5.0 scores "quartz meadow lantern" 4: the meter, with its words, beside the title.
        #expect(masked.contains("Password · ▰▰▰▰ Strength 4 of 4"))

        try tmux.send("Tab")
        try tmux.send("quartz meadow lanterx", literal: true)
        try tmux.send("BTab")
        try tmux.waitForScreen("the confirmation's mismatch once it is left") { $0.contains("✗ Does not match Password") }
        try tmux.send("Tab")
        try tmux.send("BSpace")
        try tmux.send("n", literal: true)
        try tmux.waitForScreen("the mismatch cleared by the agreeing edit") {
            !$0.contains("Does not match") && $0.contains("containsValidText(confirm) → valid")
        }
        try tmux.send("Enter")
        try tmux.waitForScreen("the submit refused at the username") {
            $0.contains("✗ Not submitted: Username — Must be at least 3 characters")
        }
        // "box" is free in the demo's directory; the submit waits for its check's answer.
        try tmux.send("x", literal: true)
        try tmux.waitForScreen("the username's check answered") { $0.contains("checkingChanged(username) → settled") }
        try tmux.send("Enter", "Enter", "Enter", "Enter", "Enter")
        let accepted = try tmux.waitForScreen("the submit accepted") { $0.contains("✓ Submitted: every field is valid") }
        #expect(accepted.contains("submit → accepted"))
        #expect(!accepted.contains("meadow"))

        try tmux.send("C-c")
        try tmux.waitForScreen("the end of the demo") { $0.contains("DEMO-ENDED") }
        #expect(try folder.contents("status") == "130\n")
        #expect(try folder.contents("after") == folder.contents("before"))
    }

    /// Ctrl-Z needs job control (a stop signal is discarded in an orphaned process group), so
    /// this test drives an interactive shell, as a person would: run, suspend, look, `fg`, quit.
    @Test func suspendingRestoresTheTerminalAndResumingRedrawsTheForm() throws {
        let scratch = try ScratchFolder()
        let folder = scratch.path
        let tmux = try TmuxSession(command: "env HISTFILE=/dev/null PS1='$ ' bash --norc --noprofile -i")
        try tmux.waitForScreen("the prompt") { $0.contains("$") }
        try tmux.send("cd '\(PackagePaths.repository.path)'; stty -g > '\(folder)/before'; '\(DemoProcess.executable.path)' form --spec Examples/Specs/signup.json", literal: true)
        try tmux.send("Enter")
        try tmux.waitForScreen("the form") { $0.contains("Delegate callbacks") }
        try tmux.send("ada", literal: true)
        try tmux.waitForScreen("the typed text") { $0.contains("[ada ") }

        try tmux.send("C-z")
        try tmux.waitForScreen("the shell saying the demo stopped") { $0.contains("Stopped") }
        try tmux.send("stty -g > '\(folder)/suspended'; echo SUSPENDED-$((6 * 7))", literal: true)
        try tmux.send("Enter")
        try tmux.waitForScreen("the settings saved") { $0.contains("SUSPENDED-42") }
        #expect(try scratch.contents("suspended") == scratch.contents("before"))

        try tmux.send("fg", literal: true)
        try tmux.send("Enter")
        try tmux.waitForScreen("the form redrawn after resuming") { $0.contains("[ada ") && $0.contains("Delegate callbacks") }
        try tmux.send("b", literal: true)
        try tmux.waitForScreen("keys taken after resuming") { $0.contains("[adab ") }

        try tmux.send("C-c")
        try tmux.waitForScreen("the shell again") { !$0.contains("Delegate callbacks") }
        try tmux.send("stty -g > '\(folder)/after'; echo AFTER-$((6 * 7))", literal: true)
        try tmux.send("Enter")
        try tmux.waitForScreen("the settings saved") { $0.contains("AFTER-42") }
        #expect(try scratch.contents("after") == scratch.contents("before"))
    }

    @Test func terminatingRestoresTheTerminalAndEndsBySignal() throws {
        let folder = try ScratchFolder()
        let tmux = try TmuxSession(command: folder.wrapper(arguments: ""))
        try tmux.waitForScreen("the default form") { $0.contains("validator · default form") }
        kill(try Self.demoProcess(under: tmux.panePID()), SIGTERM)
        try tmux.waitForScreen("the end of the demo") { $0.contains("DEMO-ENDED") }
        #expect(try folder.contents("status") == "143\n")
        #expect(try folder.contents("after") == folder.contents("before"))
    }

    @Test func aBracketedPasteIsOneEditAndEscClearsTheField() throws {
        let folder = try ScratchFolder()
        let tmux = try TmuxSession(command: folder.wrapper(arguments: "form --spec Examples/Specs/signup.json"))
        try tmux.waitForScreen("the form") { $0.contains("Delegate callbacks") }
        try tmux.send("Tab", "Tab")
        try tmux.send("\u{1B}[200~abCD-2345 EFGH\u{1B}[201~", literal: true)
        let screen = try tmux.waitForScreen("the pasted code") { $0.contains("[CD23] [45EF]") }
        #expect(screen.components(separatedBy: "textChanged(invite)").count == 2)
        #expect(screen.contains("refusedInput(invite) 2 characters are not accepted here"))
        #expect(screen.contains("refusedInput(invite) 2 characters do not fit"))
        try tmux.send("Escape")
        try tmux.waitForScreen("the field cleared") { $0.contains("[____] [____]") && $0.contains(#"textChanged(invite) """#) }
        try tmux.send("C-c")
        try tmux.waitForScreen("the end of the demo") { $0.contains("DEMO-ENDED") }
    }

    @Test func homeThenDeleteRemovesTheFirstCharacterAndTheRestMovesUp() throws {
        let folder = try ScratchFolder()
        let tmux = try TmuxSession(command: folder.wrapper(arguments: "form --spec Examples/Specs/signup.json"))
        try tmux.waitForScreen("the form") { $0.contains("Delegate callbacks") }
        try tmux.send("Tab", "Tab")
        try tmux.send("CD2345", literal: true)
        try tmux.waitForScreen("the typed code") { $0.contains("[CD23] [45__]") }
        try tmux.send("Home", "DC")
        try tmux.waitForScreen("the code without its first character") {
            $0.contains("[D234] [5___]") && $0.contains(#"textChanged(invite) "D234 5""#)
        }
        try tmux.send("C-c")
        try tmux.waitForScreen("the end of the demo") { $0.contains("DEMO-ENDED") }
    }

    /// The demo, the one child of the wrapper script.
    static func demoProcess(under wrapper: Int32) throws -> Int32 {
        let children = try String(contentsOfFile: "/proc/\(wrapper)/task/\(wrapper)/children", encoding: .utf8)
        return try #require(children.split(separator: " ").first.flatMap { Int32($0) })
    }

}
