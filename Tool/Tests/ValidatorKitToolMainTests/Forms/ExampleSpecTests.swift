import Foundation
import Testing

@Suite struct ExampleSpecTests {
    static let specs: [String] = {
        let files = (try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.exampleSpecs.path)) ?? []
        return files.filter { $0.hasSuffix(".json") }.sorted()
    }()

    /// The plugins the demo has registered, from `validator list --json`.
    static func registeredPlugins() throws -> Set<String> {
        let listing = try DemoProcess.run(["list", "--json"])
        let plugins = try #require(JSONSerialization.jsonObject(with: Data(listing.standardOutput.utf8)) as? [[String: Any]])
        return Set(plugins.compactMap { $0["identifier"] as? String })
    }

    @Test func thereAreTheCheckoutMaskedSignupPaymentAndProfileSpecs() {
        #expect(Self.specs == ["checkout.json", "masked.json", "payment.json", "profile.json", "signup.json"])
    }

    /// The plugins `fields` name, those of groups' fields, lists' items and unions' variants'
    /// fields included.
    static func plugins(of fields: [[String: Any]]) -> Set<String> {
        Set(fields.flatMap { field in
            let own = (field["validators"] as? [[String: Any]] ?? []).compactMap { $0["plugin"] as? String }
            let variants = (field["variants"] as? [[String: Any]] ?? []).flatMap { $0["fields"] as? [[String: Any]] ?? [] }
            let nested = (field["fields"] as? [[String: Any]] ?? []) + [field["item"] as? [String: Any]].compactMap(\.self) + variants
            return own + plugins(of: nested)
        })
    }

    /// The profile spec uses every type of field.
    @Test func theProfileSpecUsesEveryType() throws {
        let path = PackagePaths.exampleSpecs.appendingPathComponent("profile.json")
        let spec = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: path)) as? [String: Any])
        func types(_ fields: [[String: Any]]) -> [String] {
            fields.flatMap { field in
                [field["type"] as? String ?? "text"]
                    + types((field["fields"] as? [[String: Any]] ?? []) + [field["item"] as? [String: Any]].compactMap(\.self))
            }
        }
        #expect(Set(types(try #require(spec["fields"] as? [[String: Any]])))
            == ["text", "integer", "number", "boolean", "choice", "group", "list"])
    }

    /// Every plugin a spec names is registered, and the spec builds a form.
    @Test(arguments: specs)
    func everyExampleSpecBuildsAForm(name: String) throws {
        let path = PackagePaths.exampleSpecs.appendingPathComponent(name).path
        let spec = try #require(JSONSerialization.jsonObject(with: Data(contentsOf: URL(fileURLWithPath: path))) as? [String: Any])
        let fields = try #require(spec["fields"] as? [[String: Any]])
        let needed = Self.plugins(of: fields)
        let missing = needed.subtracting(try Self.registeredPlugins())
        #expect(missing.isEmpty, "\(name) names plugins the demo does not register: \(missing.sorted())")
        let result = try DemoProcess.run(["replay", "--spec", path], input: "")
        #expect(result.standardError == "")
        #expect(result.status == 0)
        #expect(result.outputLines.count == 1)
    }
}
