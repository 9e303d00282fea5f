public import Foundation

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
/// where Foundation's `Bundle` localization does not read `.stringsdict` files. Nothing is read
/// when the catalog is made (a program that registers every plugin and renders no message reads
/// no file); a language is read when its first message is asked for, so a program that speaks
/// English reads one language, not five.
public final class MessageCatalog: Sendable {
    /// What has been read: the `xx.lproj` folder of each language, and the templates of each
    /// language read so far, by key. The languages read are a handful, found by comparing
    /// their codes in turn, which costs less than hashing the code (a failing record's message
    /// looks its language up once or twice).
    private struct Contents {
        let folders: [String: URL]
        var languages: [(language: String, templates: [String: MessageTemplate])] = []
    }

    /// The folder holding the `*.lproj` folders, found when the catalog is first read.
    private let directory: @Sendable () -> URL
    private let contents = Locked<Contents?>(nil)

    /// The catalog of `bundle`: every `*.lproj` folder in its resources, read when a message is
    /// first asked for (`bundle` is found then too).
    ///
    /// A file that is missing or is not a property list adds no messages; the catalog check of
    /// ValidatorKitTesting's `PluginConformance` reports what is missing.
    public convenience init(bundle: @autoclosure @escaping @Sendable () -> Bundle) {
        self.init { () -> URL in
            let found = bundle()
            return found.resourceURL ?? found.bundleURL
        }
    }

    /// The catalog held in the `*.lproj` folders of `directory`.
    public convenience init(directory: URL) {
        self.init { directory }
    }

    private init(directory: @escaping @Sendable () -> URL) {
        self.directory = directory
    }

    /// The languages the catalog has messages in.
    public var locales: [MessageLocale] {
        read { $0.folders.keys.sorted().map(MessageLocale.init(language:)) }
    }

    /// The keys of the messages the catalog has in `locale`, sorted.
    package func keys(in locale: MessageLocale) -> [String] {
        read { (Self.templates(of: locale.language, in: &$0) ?? [:]).keys.sorted() }
    }

    /// The message of `key` in `locale`, or in English when `locale` has none.
    public func template(for key: String, in locale: MessageLocale) -> MessageTemplate? {
        read { contents in
            Self.templates(of: locale.language, in: &contents)?[key]
                ?? Self.templates(of: MessageLocale.english.language, in: &contents)?[key]
        }
    }

    /// The message of `key` in `locale` only, without falling back to English.
    package func templateWithoutFallback(for key: String, in locale: MessageLocale) -> MessageTemplate? {
        read { Self.templates(of: locale.language, in: &$0)?[key] }
    }

    /// Runs `body` on what has been read, listing the folders first if nothing has been.
    private func read<Result>(_ body: (inout Contents) -> Result) -> Result {
        contents.withLock { contents in
            var current = contents.take() ?? Contents(folders: Self.folders(in: directory()))
            defer { contents = current }
            return body(&current)
        }
    }

    /// The `xx.lproj` folders of `directory`, by language code.
    private static func folders(in directory: URL) -> [String: URL] {
        var folders: [String: URL] = [:]
        let found = (try? FileManager.default.contentsOfDirectory(at: directory, includingPropertiesForKeys: nil)) ?? []
        for folder in found where folder.pathExtension == "lproj" {
            folders[folder.deletingPathExtension().lastPathComponent.lowercased()] = folder
        }
        return folders
    }

    /// The templates of `language`, read into `contents` the first time they are asked for;
    /// `nil` when the catalog has no folder for it.
    private static func templates(of language: String, in contents: inout Contents) -> [String: MessageTemplate]? {
        if let read = contents.languages.first(where: { $0.language == language }) {
            return read.templates
        }
        guard let folder = contents.folders[language] else { return nil }
        let templates = Self.templates(in: folder)
        contents.languages.append((language, templates))
        return templates
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
