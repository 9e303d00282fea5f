import Foundation

/// The messages of a module's failure codes in every language it ships, read from the module's
/// localized resources: `Localizable.strings` and `Localizable.stringsdict` in one
/// `xx.lproj` folder per language, as Xcode and `String(localized:)` read them too.
///
/// A key is a code (`length.too_short`), or a code and a variant (`regex.no_match#email`); a
/// value is a ``MessageTemplate``. English (`en.lproj`) is the source language: a language that
/// lacks a message falls back to it.
///
/// A module declares its catalog once and hands it to its codes:
///
/// ```swift
/// extension MessageCatalog {
///     static let evenLength = MessageCatalog(bundle: .module)
/// }
/// extension ValidationFailure.Code {
///     public static let evenLengthOdd = Self("even-length.odd", messages: .evenLength)
/// }
/// ```
///
/// The files are read with `PropertyListSerialization`, so lookup works the same on Linux,
/// where Foundation's `Bundle` localization does not read `.stringsdict` files. English is read
/// when the catalog is made; another language when its first message is asked for, so a program
/// that speaks English reads one language, not five.
public final class MessageCatalog: Sendable {
    /// The templates of the source language, by key.
    private let english: [String: MessageTemplate]
    /// The `xx.lproj` folder of each language, by language code.
    private let folders: [String: URL]
    /// The templates of the other languages read so far, by language code, then by key.
    private let otherLanguages = Locked<[String: [String: MessageTemplate]]>([:])

    /// Reads the catalog of `bundle`: every `*.lproj` folder in its resources.
    ///
    /// A file that is missing or is not a property list adds no messages; the catalog check of
    /// ValidatorKitTesting's `PluginConformance` reports what is missing.
    public convenience init(bundle: Bundle) {
        self.init(directory: bundle.resourceURL ?? bundle.bundleURL)
    }

    /// Reads the catalog held in the `*.lproj` folders of `directory`.
    public init(directory: URL) {
        var folders: [String: URL] = [:]
        let contents = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        for folder in contents where folder.pathExtension == "lproj" {
            folders[folder.deletingPathExtension().lastPathComponent.lowercased()] = folder
        }
        self.folders = folders
        english = folders[MessageLocale.english.language].map(Self.templates(in:)) ?? [:]
    }

    /// The languages the catalog has messages in.
    public var locales: [MessageLocale] {
        folders.keys.sorted().map(MessageLocale.init(language:))
    }

    /// The keys of the messages the catalog has in `locale`, sorted.
    public func keys(in locale: MessageLocale) -> [String] {
        (templates(of: locale.language) ?? [:]).keys.sorted()
    }

    /// The message of `key` in `locale`, or in English when `locale` has none.
    public func template(for key: String, in locale: MessageLocale) -> MessageTemplate? {
        templates(of: locale.language)?[key] ?? english[key]
    }

    /// The message of `key` in `locale` only, without falling back to English.
    public func templateWithoutFallback(for key: String, in locale: MessageLocale) -> MessageTemplate? {
        templates(of: locale.language)?[key]
    }

    /// The templates of `language`, read the first time they are asked for; `nil` when the
    /// catalog has no folder for it.
    private func templates(of language: String) -> [String: MessageTemplate]? {
        if language == MessageLocale.english.language {
            return english
        }
        guard let folder = folders[language] else { return nil }
        return otherLanguages.withLock { read in
            if let templates = read[language] {
                return templates
            }
            let templates = Self.templates(in: folder)
            read[language] = templates
            return templates
        }
    }

    /// The templates of one `xx.lproj` folder: `Localizable.strings`, then `Localizable.stringsdict`.
    private static func templates(in folder: URL) -> [String: MessageTemplate] {
        var table: [String: MessageTemplate] = [:]
        if let strings = propertyList(at: folder.appendingPathComponent("Localizable.strings")) {
            for case (let key, let value as String) in strings {
                table[key] = MessageTemplate(value)
            }
        }
        if let entries = propertyList(at: folder.appendingPathComponent("Localizable.stringsdict")) {
            for case (let key, let entry as [String: Any]) in entries {
                table[key] = template(stringsdictEntry: entry)
            }
        }
        return table
    }

    private static func propertyList(at url: URL) -> [String: Any]? {
        guard let data = try? Data(contentsOf: url) else { return nil }
        return (try? PropertyListSerialization.propertyList(from: data, format: nil)) as? [String: Any]
    }

    /// A template from a `.stringsdict` entry: `NSStringLocalizedFormatKey` and one plural rule
    /// (`NSStringFormatSpecTypeKey` = `NSStringPluralRuleType`) per variable.
    private static func template(stringsdictEntry entry: [String: Any]) -> MessageTemplate? {
        guard let format = entry["NSStringLocalizedFormatKey"] as? String else { return nil }
        var plurals: [String: [PluralCategory: String]] = [:]
        for case (let variable, let rule as [String: Any]) in entry
        where rule["NSStringFormatSpecTypeKey"] as? String == "NSStringPluralRuleType" {
            var forms: [PluralCategory: String] = [:]
            for category in PluralCategory.allCases {
                if let form = rule[category.rawValue] as? String {
                    forms[category] = form
                }
            }
            plurals[variable] = forms
        }
        return MessageTemplate(format: format, plurals: plurals)
    }
}
