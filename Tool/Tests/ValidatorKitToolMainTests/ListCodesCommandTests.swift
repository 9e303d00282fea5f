import Foundation
import Testing

@Suite struct ListCodesCommandTests {
    /// Every code the built-in plugins publish, spelled out here rather than read from the code
    /// under test, so that renaming one breaks this test.
    static let builtInCodes: [String: [String]] = [
        "required": ["required.missing"],
        "length": ["length.too_short", "length.too_long"],
        "charset": ["charset.character"],
        "regex": ["regex.no_match", "regex.limit"],
        "luhn": ["luhn.character", "luhn.length", "luhn.checksum"],
        "card": ["card.character", "card.brand", "card.length", "card.checksum"],
        "phone": ["phone.character", "phone.country", "phone.too_long", "phone.invalid", "phone.type", "phone.failure"],
        "otp": ["otp.character", "otp.length", "otp.mismatch", "otp.replayed", "otp.too_many_attempts"],
        "isbn": ["isbn.character", "isbn.length", "isbn.prefix", "isbn.checksum"],
        "issn": ["issn.character", "issn.length", "issn.checksum"],
        "ean": ["ean.character", "ean.length", "ean.checksum"],
        "isin": ["isin.character", "isin.country", "isin.length", "isin.checksum"],
        "imei": ["imei.character", "imei.length", "imei.checksum"],
        "http": ["http.rejected", "http.unreachable", "http.status", "http.answer", "check.timeout"],
    ]

    private func listedCodes() throws -> [String: [[String: String]]] {
        let result = try DemoProcess.run(["list", "--codes", "--json"])
        #expect(result.status == 0)
        let document = try #require(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        let plugins = try #require(document["plugins"] as? [[String: Any]])
        var listed: [String: [[String: String]]] = [:]
        for plugin in plugins {
            let identifier = try #require(plugin["plugin"] as? String)
            listed[identifier] = try #require(plugin["codes"] as? [[String: String]])
        }
        return listed
    }

    @Test func theJSONListingHoldsEveryBuiltInCodeUnderItsPlugin() throws {
        let listed = try listedCodes()
        for (plugin, codes) in Self.builtInCodes {
            #expect(listed[plugin]?.map { $0["code"] } == codes, "\(plugin)")
        }
    }

    @Test func everyListedCodeHasADefaultMessage() throws {
        let listed = try listedCodes()
        #expect(listed["luhn"]?.last == ["code": "luhn.checksum", "message": "Check digit does not match; a digit may be mistyped"])
        #expect(listed["length"]?.first == ["code": "length.too_short", "message": "Must be at least {minimum} characters"])
        #expect(listed["required"] == [["code": "required.missing", "message": "{field} is required"]])
        for (plugin, codes) in listed {
            for code in codes {
                #expect(code["message"]?.isEmpty == false, "\(plugin): \(code)")
            }
        }
    }

    @Test func theTextListingHasALinePerCodeUnderALinePerPlugin() throws {
        let result = try DemoProcess.run(["list", "--codes"])
        #expect(result.status == 0)
        #expect(result.standardOutput.contains(
            "luhn\n  luhn.character  Character {position} is not a digit\n"
                + "  luhn.length  Must have at least {minimum} digits\n"
                + "  luhn.checksum  Check digit does not match; a digit may be mistyped\n"))
        #expect(result.standardOutput.contains("required\n  required.missing  {field} is required\n"))
    }
}
