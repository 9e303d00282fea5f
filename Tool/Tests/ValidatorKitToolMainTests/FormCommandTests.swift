import Foundation
import Testing

@Suite struct FormCommandTests {
    static let notATerminal = "validator: The form needs an interactive terminal; use 'validator replay' to script a form instead\n"

    @Test(arguments: [["form"], [], ["--spec", "Examples/Specs/signup.json"]])
    func withoutATerminalTheFormPointsToReplayAndExitsTwo(arguments: [String]) throws {
        let result = try DemoProcess.run(arguments, input: "")
        #expect(result.status == 2)
        #expect(result.standardError == Self.notATerminal)
        #expect(result.standardOutput.isEmpty)
    }
}
