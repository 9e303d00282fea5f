import Foundation
import Testing

/// Every failure code the shipped code can emit (fields, records, `check`, the plugins, the
/// server) is declared and listed by `validator list --codes`.
@Suite struct EmittedCodesListingTests {
    /// How a code appears in source: a declared constant (`Self("luhn.checksum", messages: …)`),
    /// a code made from text (`ValidationFailure.Code("x.y")`) or a text handed over as a code
    /// (`code: "x.y"`).
    static let codePatterns = [
        #"\b(?:Self|Code)\(\s*"([^"\\]+)"\s*,\s*messages:"#,
        #"\bCode\((?:rawValue:\s*)?"([^"\\]+)"\s*\)"#,
        #"\bcode:\s*"([^"\\]+)""#,
    ].map { try! NSRegularExpression(pattern: $0) }

    /// The codes in the Swift sources the tool and the server ship (not tests, and not the
    /// third-party IBAN example, which is listed only when loaded), outside comments.
    static func codesInSources() throws -> Set<String> {
        var codes: Set<String> = []
        for top in ["Sources", "Plugins", "Examples", "Tool"] {
            let folder = PackagePaths.repository.appendingPathComponent(top)
            guard let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { continue }
            for case let file as URL in files where file.pathExtension == "swift" {
                let path = file.path
                if path.contains("/.build") || path.contains("/Tests/") || path.contains("ValidatorKitIBAN") { continue }
                for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                    let text = String(line)
                    if text.trimmingCharacters(in: .whitespaces).hasPrefix("//") { continue }
                    let range = NSRange(text.startIndex..., in: text)
                    for pattern in codePatterns {
                        for match in pattern.matches(in: text, range: range) {
                            if let code = Range(match.range(at: 1), in: text) { codes.insert(String(text[code])) }
                        }
                    }
                }
            }
        }
        return codes
    }

    /// The listing in `locale`: each code's message, by entry (`core` or a plugin) and code.
    static func listing(locale: String = "en") throws -> [String: [String: String]] {
        let result = try DemoProcess.run(["list", "--codes", "--json", "--locale", locale])
        #expect(result.status == 0)
        let document = try #require(
            JSONSerialization.jsonObject(with: Data(result.standardOutput.utf8)) as? [String: Any])
        var listing: [String: [String: String]] = [:]
        for entry in try #require(document["plugins"] as? [[String: Any]]) {
            let name = try #require(entry["plugin"] as? String)
            for code in try #require(entry["codes"] as? [[String: String]]) {
                listing[name, default: [:]][try #require(code["code"])] = code["message"]
            }
        }
        return listing
    }

    @Test func everyCodeInTheSourcesIsListed() throws {
        let emitted = try Self.codesInSources()
        // The scan finds codes of every kind of place: the core, a plugin, the demo, the server.
        #expect(emitted.isSuperset(of: ["input.encoding", "input.csv", "luhn.checksum", "username.taken", "input.too_large", "form.unknown"]))
        let listed = Set(try Self.listing().values.flatMap(\.keys))
        #expect(emitted.subtracting(listed).sorted() == [])
    }

    /// English as the catalog has it, written out here.
    static let coreCodesCheckEmits = [
        "input.encoding": "Line is not valid UTF-8 at byte {byte}",
        "input.incomplete": "{field} is incomplete",
        "required.missing": "{field} is required",
        "input.type": "{field} must be {expected}, not {found}",
        "choice.unknown": "{field} must be one of: {choices}",
        "list.too_few": "{field} needs at least {minimum} items",
        "list.too_many": "{field} takes at most {maximum} items",
        "input.unknown_member": "'{member}' is not a field of this form",
        "input.json": "Not a JSON object",
        "check.timeout": "The check took too long; it is tried again when you leave the field",
    ]

    /// The batch check's own code is listed under `batch`, in its module's catalog.
    @Test func theBatchsOwnCodeIsListedUnderBatch() throws {
        #expect(try Self.listing()["batch"] == ["input.csv": "Not a CSV row"])
        #expect(try Self.listing(locale: "de")["batch"] == ["input.csv": "Keine CSV-Zeile"])
    }

    @Test func theCodesCheckEmitsAreListedUnderCoreInEveryLanguage() throws {
        let english = try #require(try Self.listing()["core"])
        for (code, message) in Self.coreCodesCheckEmits {
            #expect(english[code] == message, "\(code)")
        }
        for locale in ["de", "es", "fr", "ja"] {
            let translated = try #require(try Self.listing(locale: locale)["core"])
            for code in Self.coreCodesCheckEmits.keys {
                let message = try #require(translated[code], "\(code) in \(locale)")
                #expect(!message.isEmpty && message != english[code], "\(code) in \(locale): \(message)")
            }
        }
    }
}
