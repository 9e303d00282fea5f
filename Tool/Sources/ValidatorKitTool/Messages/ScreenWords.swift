import Foundation
public import ValidatorKit

/// The words of the interactive form's own lines in one language: the keys line, the submit
/// result, the marks beside a field and the log's heading.
///
/// They are read from the engine's catalog (`Resources/*.lproj/Localizable.strings`, the
/// mechanism of `MessageCatalog`), English when a language lacks one.
public struct ScreenWords: Sendable {
    /// The language of the words.
    public let locale: MessageLocale

    /// The words in `locale`.
    public init(locale: MessageLocale) {
        self.locale = locale
    }

    /// The keys line, from the fullest to the shortest; the renderer shows the first that fits.
    public var keys: [String] {
        ["screen.keys.full", "screen.keys.medium", "screen.keys.short"].map { word($0) }
    }

    /// The keys of a list, shown while a field of a list item is focused: `Ctrl-N add an item ·
    /// Ctrl-D remove this item`.
    public var itemKeys: String {
        word("screen.keys.items")
    }

    /// The keys of a boolean or choice field, shown while one is focused: `Space or ←/→
    /// choose`.
    public var choiceKeys: String {
        word("screen.keys.choices")
    }

    /// The keys of a field's history, shown while a field whose text is typed is focused:
    /// `Alt-U undo · Alt-E redo · Ctrl-R reset` (Ctrl-Z suspends the program in a terminal).
    public var historyKeys: String {
        word("screen.keys.history")
    }

    /// `Submitted: every field is valid`.
    public var submitted: String {
        word("screen.submitted")
    }

    /// `Not submitted: Card number — …`, naming the first field that is not valid.
    public func notSubmitted(field: String, message: String?) -> String {
        word("screen.not_submitted", ["field": .string(field), "message": .string(message ?? word("screen.not_valid"))])
    }

    /// `Not submitted yet: Username is being checked`, naming the field whose check is awaited.
    public func awaitingCheck(field: String) -> String {
        word("screen.awaiting_check", ["field": .string(field)])
    }

    /// `Strength 2 of 4`: a password's strength score, beside its meter.
    public func strength(score: Int) -> String {
        word("screen.strength", ["score": .integer(score)])
    }

    /// The heading of the callback log.
    public var callbacks: String {
        word("screen.callbacks")
    }

    /// The word beside a field's mark, such as `valid`; `english` itself when the catalog has
    /// no word for it.
    public func mark(_ english: String) -> String {
        guard !english.isEmpty else { return english }
        return MessageCatalog.tool.template(for: "mark.\(english)", in: locale)?.render([:], in: locale) ?? english
    }

    private func word(_ key: String, _ arguments: [String: JSONValue] = [:]) -> String {
        MessageCatalog.tool.template(for: key, in: locale)?.render(arguments, in: locale) ?? key
    }
}
