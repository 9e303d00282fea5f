#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ValidatorKit
import ValidatorKitBatch
import ValidatorKitSession

/// `POST /forms/{form}`, the page's form posted without JavaScript
/// (`application/x-www-form-urlencoded`): each input's name is its field's path, so the form is
/// filled as a person would fill it (pasted text, chosen choices, list items added for the
/// paths that need them) and its record (``Form/record``) is judged as `POST /{form}` judges one.
enum PagePost {
    /// `application/x-www-form-urlencoded`, the media type of the posted form.
    static let mediaType = "application/x-www-form-urlencoded"

    /// The name–value pairs of a urlencoded body, in order; `+` is a space and `%XX` a byte of
    /// UTF-8. A pair that does not decode is left out.
    static func pairs(of body: some Collection<UInt8>) -> [(name: String, value: String)] {
        String(decoding: body, as: UTF8.self).split(separator: "&").compactMap { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = decoded(parts[0]), !name.isEmpty else { return nil }
            return (name, parts.count > 1 ? decoded(parts[1]) ?? "" : "")
        }
    }

    /// The record `served`'s page makes with `pairs`, its fields built through `registry`.
    static func record(
        of served: ServedForm, pairs: [(name: String, value: String)], registry: ValidatorRegistry
    ) throws(FormSpecError) -> [String: JSONValue] {
        let form = try FormPreparation.prepare(served.spec, registry: registry, clock: ContinuousFieldClock()).form
        for (name, value) in pairs where !value.isEmpty {
            guard let field = field(name, of: form) else { continue }
            if field.choices.isEmpty {
                field.paste(value)
            } else {
                field.choose(value)
            }
        }
        return form.record
    }

    /// The field named `path`, adding items to its list until it exists (as far as the list
    /// takes them); nil for a path the form has no field for.
    private static func field(_ path: String, of form: Form) -> Field? {
        if let field = form.field(path) { return field }
        guard let bracket = path.lastIndex(of: "[") else { return nil }
        let list = String(path[..<bracket])
        while form.field(path) == nil, form.canAddItem(toList: list) {
            guard !form.addItem(toList: list).isEmpty else { break }
        }
        return form.field(path)
    }

    private static func decoded(_ text: Substring) -> String? {
        text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding
    }
}
