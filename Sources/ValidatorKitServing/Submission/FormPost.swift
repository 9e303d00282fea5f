#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import ValidatorKit
import ValidatorKitSession

/// A form posted without JavaScript (`application/x-www-form-urlencoded`): each input's name is
/// its field's path, so the form is filled as a person would fill it (pasted text, chosen
/// choices, list items added for the paths that need them) and its record (`Form.record`, which
/// leaves out the fields that do not apply: a state outside the US, a variant not chosen) is
/// judged as a JSON record is.
enum FormPost {
    /// The name–value pairs of a urlencoded body, in order; `+` is a space and `%XX` a byte of
    /// UTF-8. A pair that does not decode is left out.
    static func pairs(of body: some Collection<UInt8>) -> [(name: String, value: String)] {
        String(decoding: body, as: UTF8.self).split(separator: "&").compactMap { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard let name = decoded(parts[0]), !name.isEmpty else { return nil }
            return (name, parts.count > 1 ? decoded(parts[1]) ?? "" : "")
        }
    }

    /// The first name given twice in `pairs`, which a JSON record could not hold either (its
    /// reader refuses a key given twice), so the post is refused rather than joined.
    static func repeatedName(in pairs: [(name: String, value: String)]) -> String? {
        var seen: Set<String> = []
        return pairs.first { !seen.insert($0.name).inserted }?.name
    }

    /// The record `served`'s form makes with `pairs`, its fields built through its registry.
    ///
    /// A pair for an item past what its list takes is not dropped: the list in the record gets
    /// one more member per such item, so the record validator refuses the list as JSON's route
    /// does (`list.too_many`).
    static func record(
        of served: ServedForm, pairs: [(name: String, value: String)]
    ) throws(FormSpecError) -> [String: JSONValue] {
        let form = try FormPreparation.prepare(served.spec, registry: served.registry, clock: ContinuousFieldClock()).form
        var beyond: [String: Set<String>] = [:]
        for (name, value) in pairs where !value.isEmpty {
            guard let field = field(name, of: form) else {
                if let item = itemBeyondItsList(name, of: form) {
                    beyond[item.list, default: []].insert(item.item)
                }
                continue
            }
            if field.choices.isEmpty {
                field.paste(value)
            } else {
                field.choose(value)
            }
        }
        var record = JSONValue.object(form.record)
        for (list, items) in beyond {
            record = RecordPaths.appending(Array(repeating: JSONValue.null, count: items.count), toListAt: list, in: record)
        }
        guard case .object(let members) = record else { return form.record }
        return members
    }

    /// The list and the item (`phones`, `phones[3]`) that `path` names when the list cannot take
    /// that item; nil when `path` is no item of a list of the form.
    private static func itemBeyondItsList(_ path: String, of form: Form) -> (list: String, item: String)? {
        guard let bracket = path.lastIndex(of: "["), let close = path[bracket...].firstIndex(of: "]") else { return nil }
        let list = String(path[..<bracket])
        guard case .array? = RecordPaths.value(at: list, in: .object(form.record)), !form.canAddItem(toList: list) else { return nil }
        return (list, String(path[...close]))
    }

    /// The field named `path`, adding items to its list until it exists (as far as the list
    /// takes them); nil for a path the form has no field for. A field that does not apply to the
    /// answers so far is filled too (a page without JavaScript shows them all, in any order):
    /// `Form.record` then keeps only those that apply once every answer is in.
    private static func field(_ path: String, of form: Form) -> Field? {
        if let field = form.allFields.first(where: { $0.identifier == path }) { return field }
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
