import Foundation
import Testing

@Suite struct ExampleSpecTests {
    static let specs: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.exampleSpecs.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted()
    }()

    /// The plugins the demo has registered, from `validator-demo list --json`.
    static func registeredPlugins() throws -> Set<String> {
        let listing = try DemoProcess.run(["list", "--json"])
        let plugins = try #require(JSONSerialization.jsonObject(with: Data(listing.standardOutput.utf8)) as? [[String: Any]])
        return Set(plugins.compactMap { $0["identifier"] as? String })
    }

    @Test func thereAreTheMembershipSignupAndPaymentSpecs() {
        #expect(Self.specs == ["membership.json", "payment.json", "signup.json"])
    }

    /// Every plugin a spec names is registered, and the spec builds a form.
    @Test(arguments: specs)
    func everyExampleSpecBuildsAForm(name: String) throws {
        let path = PackagePaths.exampleSpecs.appendingPathComponent(name).path
        let spec = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let fields = try #require(spec["fields"] as? [[String: Any]])
        let needed = Set(fields.flatMap { ($0["validators"] as? [[String: Any]] ?? []).compactMap { $0["plugin"] as? String } })
        let missing = needed.subtracting(try Self.registeredPlugins())
        #expect(missing.isEmpty, "\(name) names plugins the demo does not register: \(missing.sorted())")
        let result = try DemoProcess.run(["replay", "--spec", path], input: "")
        #expect(result.standardError == "")
        #expect(result.status == 0)
        #expect(result.outputLines.count == 1)
    }
}
