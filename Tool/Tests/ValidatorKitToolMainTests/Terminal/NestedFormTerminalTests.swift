import Foundation
import Testing

/// The profile form (a group, a list of phones, typed fields) in a real terminal (tmux): a
/// group under its title, a choice chosen with Space, a list item added with Ctrl-N and removed
/// with Ctrl-D. Skipped without tmux on a developer's machine; under `CI=true` it runs, and fails
/// saying to install tmux.
@Suite(
    .serialized,
    .enabled(
        if: TmuxSession.executable != nil || ProcessInfo.processInfo.environment["CI"] == "true",
        "tmux is not installed (apt-get install tmux); the interactive form is not tested"))
struct NestedFormTerminalTests {
    @Test func aPersonChoosesACountryAndAddsAndRemovesAPhone() throws {
        let folder = try InteractiveFormTests.ScratchFolder()
        let tmux = try TmuxSession(command: folder.wrapper(arguments: "form --spec Examples/Specs/profile.json"), rows: 40)
        try tmux.waitForScreen("the form") { $0.contains("Delegate callbacks") && $0.contains("Address") }
        try tmux.send("Tab", "Tab")
        try tmux.waitForScreen("the choice keys") { $0.contains("Space or ←/→ choose") }
        try tmux.send("Space")
        try tmux.waitForScreen("the first country") { $0.contains(#"textChanged(address.country) "GB""#) }
        try tmux.send("Left")
        try tmux.waitForScreen("the last country") { $0.contains(#"textChanged(address.country) "US""#) }
        try tmux.send("Tab", "Tab")
        try tmux.waitForScreen("the list keys") { $0.contains("Ctrl-N add an item · Ctrl-D remove this item") }
        try tmux.send("C-n")
        let added = try tmux.waitForScreen("the new phone") {
            $0.contains("itemAdded(phones) phones[1]") && $0.contains("beganEditing(phones[1])")
        }
        #expect(added.components(separatedBy: "Phones").count == 2, "the list's title is shown once:\n\(added)")
        try tmux.send("C-d")
        try tmux.waitForScreen("the phone removed") {
            $0.contains("itemRemoved(phones[1])") && $0.contains("beganEditing(newsletter)")
        }
        try tmux.send("C-c")
        try tmux.waitForScreen("the end of the demo") { $0.contains("DEMO-ENDED") }
        #expect(try folder.contents("after") == folder.contents("before"))
    }
}
