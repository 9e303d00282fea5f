import Foundation
import Testing

/// `validator check --first-line N`: a part of a larger input, checked on its own, answers
/// with the whole input's line numbers, so the parts' outputs joined are the whole's.
@Suite struct FirstLineCommandTests {
    /// Checks `lines` whole with `arguments`, then in three parts, each told its first line.
    func expectPartsJoinToTheWhole(_ arguments: [String], lines: [String]) throws {
        let whole = try DemoProcess.run(arguments + ["--jobs", "3"], input: lines.joined(separator: "\n") + "\n")
        try #require(whole.outputLines.count == lines.count, "\(whole.standardError)")
        let cuts = [0, lines.count / 3, lines.count * 2 / 3 + 1, lines.count]
        var joined = ""
        for (start, end) in zip(cuts, cuts.dropFirst()) {
            let part = try DemoProcess.run(
                arguments + ["--first-line", String(start + 1), "--jobs", "2"],
                input: lines[start..<end].joined(separator: "\n") + "\n")
            #expect(part.standardError.isEmpty)
            joined += part.standardOutput
        }
        #expect(joined == whole.standardOutput)
    }

    @Test func thePartsOfALineCheckJoinToTheWhole() throws {
        let lines = (0..<3000).map { String(repeating: "x", count: $0 % 7) }
        try expectPartsJoinToTheWhole(["check", "length", "--option", "min=3"], lines: lines)
    }

    @Test func thePartsOfARecordCheckJoinToTheWhole() throws {
        let lines = (0..<3000).map { index in
            index % 5 == 0 ? "not json" : #"{"name":"Ada","card":"4242424242424242","expiry":"12/30","cvc":"\#(index % 1000)"}"#
        }
        try expectPartsJoinToTheWhole(["check", "--spec", "Examples/Specs/payment.json"], lines: lines)
    }

    @Test func aCSVHeaderTakesTheFirstLineItIsGiven() throws {
        let input = "name,card,expiry,cvc\n\"Ada\nLovelace\",4242424242424242,12/30,123\nAda,1\n"
        let result = try DemoProcess.run(
            ["check", "--spec", "Examples/Specs/payment.json", "--input-format", "csv", "--first-line", "41"], input: input)
        #expect(result.outputLines.map { $0.prefix(10) } == [#"{"line":42"#, #"{"line":44"#])
    }

    @Test func theFirstLineIsAtLeastOne() throws {
        let result = try DemoProcess.run(["check", "length", "--first-line", "0"], input: "abc\n")
        #expect(result.status == 2)
        #expect(result.standardError == "validator: --first-line must be at least 1, not 0\n")
    }
}
