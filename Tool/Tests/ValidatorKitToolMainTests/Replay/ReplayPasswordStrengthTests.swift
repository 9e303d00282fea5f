import Foundation
import Testing

/// `validator replay` on the signup spec, whose password field uses the `password` plugin: the
/// strength shows while typing, in each state record's details, and the text never does. Scores
/// are python zxcvbn 4.5.0's ("quartz": 1, "quartz-meadow-lantern": 4).
@Suite struct ReplayPasswordStrengthTests {
    let signup = PackagePaths.exampleSpecs.appendingPathComponent("signup.json").path

    /// The state records of the password field, as JSON objects.
    private func passwordStates(typing keys: [String]) throws -> [[String: Any]] {
        let script = "focus password\n" + keys.map { "type \($0)\n" }.joined()
        let result = try DemoProcess.run(["replay", "--spec", signup], input: script)
        #expect(result.status == 0)
        for key in keys where key.count > 3 {
            #expect(!result.standardOutput.contains(key))
        }
        return try result.outputLines.compactMap { line in
            let record = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return record?["event"] as? String == "state" && record?["field"] as? String == "password" ? record : nil
        }
    }

    @Test func aShortPasswordIsIncompleteWithItsStrength() throws {
        let last = try #require(try passwordStates(typing: ["quartz"]).last)
        #expect(last["validity"] as? String == "incomplete")
        #expect(last["mark"] as? String == "pending")
        let details = try #require(last["details"] as? [String: Any])
        #expect(details["score"] as? Int == 1)
    }

    @Test func aLongPassphraseIsValidWithScoreFour() throws {
        let last = try #require(try passwordStates(typing: ["quartz-", "meadow-", "lantern"]).last)
        #expect(last["validity"] as? String == "valid")
        let details = try #require(last["details"] as? [String: Any])
        #expect(details["score"] as? Int == 4)
        #expect(details["patterns"] as? [String] != nil)
        #expect(last["displayed"] as? String == String(repeating: "•", count: 21))
    }
}
