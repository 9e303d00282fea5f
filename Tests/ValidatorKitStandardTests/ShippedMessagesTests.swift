import Foundation
import Testing
import ValidatorKit
import ValidatorKitStandard
import ValidatorKitTesting

/// Every built-in code has a message in every shipped language (English, German, Spanish,
/// French, Japanese), naming exactly the parameters the code declares.
@Suite struct ShippedMessagesTests {
    /// Every code of every built-in plugin, and the codes the field, records and the hosts emit
    /// (the core's).
    static let builtInCodes: [FailureCodeDescription] = {
        let registry = ValidatorRegistry()
        try? StandardValidators.register(in: registry)
        let pluginCodes = registry.allPlugins.flatMap(\.failureCodes)
        return pluginCodes + FailureCodeDescription.coreCodes.filter { core in !pluginCodes.contains { $0.code == core.code } }
    }()

    @Test func theCodesOfEveryBuiltInNamespaceAreChecked() {
        #expect(Set(Self.builtInCodes.compactMap(\.code.namespace)) == [
            "card", "cardholder", "charset", "check", "choice", "date", "ean", "expiry", "form", "http", "imei", "input", "isbn",
            "isin", "issn", "length", "list", "luhn", "mask", "matches", "number", "one_of", "otp", "password", "phone", "plugin", "range", "regex",
            "required", "security_code", "union",
        ])
    }

    @Test(arguments: builtInCodes)
    func everyBuiltInCodeHasACompleteCatalog(description: FailureCodeDescription) throws {
        let catalog = try #require(description.code.messages, "code '\(description.code)' has no catalog")
        #expect(Set(catalog.locales) == Set(MessageLocale.shipped))
        #expect(PluginConformance.catalogProblems(of: description) == [])
    }

    @Test func everyCatalogHasTheSameKeysInEveryShippedLanguage() {
        var catalogs: [ObjectIdentifier: MessageCatalog] = [:]
        for description in Self.builtInCodes {
            if let catalog = description.code.messages {
                catalogs[ObjectIdentifier(catalog)] = catalog
            }
        }
        #expect(catalogs.count == 9)  // core, regex, payment card, phone, one-time password, identifiers, http, password, mask
        for catalog in catalogs.values {
            let english = catalog.keys(in: .english)
            for locale in MessageLocale.shipped {
                #expect(catalog.keys(in: locale) == english, "\(locale): \(english.first ?? "")…")
            }
        }
    }

    @Test func aMissingTranslationAndAParameterMismatchAreReported() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let files = [
            "en.lproj": #""even.odd" = "Has {count} characters, an odd number"; "even.odd#short" = "Too short";"#,
            "de.lproj": #""even.odd" = "Hat {anzahl} Zeichen, eine ungerade Zahl";"#,
        ]
        for (language, strings) in files {
            let directory = folder.appendingPathComponent(language)
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try strings.write(to: directory.appendingPathComponent("Localizable.strings"), atomically: true, encoding: .utf8)
        }
        let code = ValidationFailure.Code("even.odd", messages: MessageCatalog(directory: folder))
        #expect(PluginConformance.catalogProblems(of: FailureCodeDescription(code, parameters: [.integer("count")])) == [
            "the message 'even.odd' in 'de' names {anzahl}, but the code declares {count} and its English message names {count}",
            "code 'even.odd' has no message 'even.odd#short' in 'de'",
        ])
    }
}
