import Foundation
import Testing

/// `validator replay` on the checkout form (issue 38): `choose` answers a choice or a union's tag,
/// the trace says which fields appeared and disappeared, and a field that does not apply cannot
/// be focused.
@Suite struct ConditionalReplayCommandTests {
    let checkout = PackagePaths.exampleSpecs.appendingPathComponent("checkout.json").path

    /// The issue's "Done when": outside the US the state does not apply, and focusing it stops the
    /// replay with an error saying so.
    @Test func theStateCannotBeFocusedOutsideTheUS() throws {
        let result = try DemoProcess.run(["replay", "--spec", checkout], input: "focus country\nchoose GB\nfocus state\n")
        #expect(result.status == 2)
        #expect(result.standardError == "validator: Line 3: The field 'state' does not apply now: it applies when country is 'US'\n")
        let fields = try result.outputRecords().first?["fields"] as? [[String: Any]]
        #expect(fields?.contains { $0["field"] as? String == "state" } == false, "the form record lists the fields that apply")
    }

    @Test func choosingTheUSMakesTheStateAppearAndFocusable() throws {
        let result = try DemoProcess.run(["replay", "--spec", checkout], input: "focus country\nchoose US\nfocus state\n")
        #expect(result.status == 0, "\(result.standardError)")
        let events = try result.outputRecords()
        let appeared = try #require(events.first { $0["event"] as? String == "appeared" })
        #expect(appeared["field"] as? String == "state")
        #expect(events.contains { $0["event"] as? String == "beganEditing" && $0["field"] as? String == "state" })
    }

    @Test func choosingBankTransferReplacesTheCardFieldsWithTheIBAN() throws {
        let result = try DemoProcess.run(
            ["replay", "--spec", checkout], input: "focus payment.method\nchoose card\nchoose bank\n")
        #expect(result.status == 0, "\(result.standardError)")
        let events = try result.outputRecords()
        let afterBank = events.drop { !($0["event"] as? String == "step" && $0["line"] as? Int == 3) }
        let changes = afterBank.compactMap { record -> String? in
            guard let event = record["event"] as? String, event == "appeared" || event == "disappeared" else { return nil }
            return "\(event) \(record["field"] as? String ?? "")"
        }
        #expect(changes.filter { $0.hasPrefix("disappeared") }.count >= 2, "the card's fields disappear: \(changes)")
        #expect(changes.last == "appeared payment.iban", "\(changes)")
    }

    @Test func aValueThatIsNoChoiceIsAnErrorNamingTheChoices() throws {
        let result = try DemoProcess.run(["replay", "--spec", checkout], input: "focus payment.method\nchoose crypto\n")
        #expect(result.status == 2)
        #expect(result.standardError == "validator: Line 2: 'crypto' is not a choice of the field 'payment.method'; the choices are card, bank, invoice\n")
    }
}
