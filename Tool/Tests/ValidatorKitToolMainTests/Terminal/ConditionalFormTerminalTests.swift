import Foundation
import Testing

/// The checkout form (a state only for the US, a payment union) in a real terminal (tmux): the
/// fields of a condition and of a variant are drawn when they apply and gone when they do not,
/// and the callback log says which appeared and disappeared (issue 38). Skipped without tmux on
/// a developer's machine; under `CI=true` it runs, and fails saying to install tmux.
@Suite(
    .serialized,
    .enabled(
        if: TmuxSession.executable != nil || ProcessInfo.processInfo.environment["CI"] == "true",
        "tmux is not installed (apt-get install tmux); the interactive form is not tested"))
struct ConditionalFormTerminalTests {
    @Test func aPersonChoosesTheUSThenBankTransferAndTheFormFollows() throws {
        let folder = try InteractiveFormTests.ScratchFolder()
        let tmux = try TmuxSession(command: folder.wrapper(arguments: "form --spec Examples/Specs/checkout.json"), rows: 50)
        let start = try tmux.waitForScreen("the form") { $0.contains("Delegate callbacks") && $0.contains("Payment") }
        // The state's empty box shows its placeholder.
        let stateBox = "two letters, such as NY"
        #expect(!start.contains(stateBox), "the state is not drawn before a country is chosen:\n\(start)")
        // The country is focused first; Space chooses its first choice, the US.
        try tmux.send("Space")
        let us = try tmux.waitForScreen("the state drawn") { $0.contains("appeared(state)") && $0.contains(stateBox) }
        #expect(us.contains(#"textChanged(country) "US""#))
        try tmux.send("Space")
        let gb = try tmux.waitForScreen("the state gone") { $0.contains("disappeared(state)") }
        #expect(!gb.contains(stateBox), "the state's box is no longer drawn:\n\(gb)")

        // Tab to the payment's method; Space chooses the card, → the bank transfer.
        try tmux.send("Tab")
        try tmux.waitForScreen("the method focused") { $0.contains("beganEditing(payment.method)") }
        try tmux.send("Space")
        let card = try tmux.waitForScreen("the card's fields") { $0.contains("appeared(payment.securityCode)") }
        // The card number's empty box shows its title, the IBAN's its placeholder.
        let ibanBox = "such as GB82WEST12345698765432"
        #expect(card.contains("Card number") && !card.contains(ibanBox), "\(card)")
        try tmux.send("Right")
        let bank = try tmux.waitForScreen("the IBAN") { $0.contains("appeared(payment.iban)") }
        #expect(bank.contains("[Bank transfer "), "the variant is shown by its title:\n\(bank)")
        #expect(bank.contains("disappeared(payment.number)"))
        let drawn = bank.components(separatedBy: "Delegate callbacks")[0]
        #expect(drawn.contains(ibanBox) && !drawn.contains("Card number"), "the form draws the IBAN, not the card:\n\(bank)")
        try tmux.send("C-c")
        try tmux.waitForScreen("the end of the demo") { $0.contains("DEMO-ENDED") }
        #expect(try folder.contents("after") == folder.contents("before"))
    }
}
