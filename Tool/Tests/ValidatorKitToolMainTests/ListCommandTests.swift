import Foundation
import Testing

@Suite struct ListCommandTests {
    @Test func theTextListingNamesEveryPluginAndOption() throws {
        let result = try DemoProcess.run(["list"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("length — Bounds the number of characters (grapheme clusters)\n"))
        #expect(result.standardOutput.contains("  --option min=<integer, default 0>  Fewest characters accepted\n"))
    }

    @Test func theJSONListingDescribesOptions() throws {
        let result = try DemoProcess.run(["list", "--json"])
        let plugins = try #require(JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [[String: Any]])
        let identifiers = plugins.compactMap { $0["identifier"] as? String }
        #expect(["charset", "length", "required"].allSatisfy(identifiers.contains))
        let length = try #require(plugins.first { $0["identifier"] as? String == "length" })
        let options = try #require(length["options"] as? [[String: Any]])
        #expect(options.map { $0["name"] as? String } == ["min", "max"])
        #expect(options[0]["default"] as? String == "0")
        #expect(options[0]["secret"] as? Bool == false)
    }
}
