public import ValidatorKit

/// The language a client prefers among the ones messages ship in, read from its
/// `Accept-Language` header (RFC 9110 §12.5.4).
///
/// ```swift
/// LanguagePreference.locale(for: "de-CH, fr;q=0.8")   // de
/// LanguagePreference.locale(for: "pt-BR, es;q=0.5")   // es
/// LanguagePreference.locale(for: "en;q=0, *")         // de, the first shipped language not refused
/// LanguagePreference.locale(for: nil)                 // en
/// ```
///
/// Ranges are tried from the highest weight (`q`, 1 when absent) down, in header order among
/// equal weights; a range is matched by its primary language (`de-CH` is `de`); `q=0` refuses a
/// language; `*` is the first of `MessageLocale.shipped` not refused. English when nothing
/// matches.
///
/// Only the first ``maximumHeaderBytes`` bytes and ``maximumRanges`` ranges of a header are
/// read (a range cut by the byte limit is left out), so a header of any length costs the same
/// bounded work: no browser sends more.
public enum LanguagePreference {
    /// The most bytes of a header read: 256.
    public static let maximumHeaderBytes = 256
    /// The most ranges of a header read: 32.
    public static let maximumRanges = 32

    /// The best of `MessageLocale.shipped` for `header`, English when none is acceptable.
    public static func locale(for header: String?) -> MessageLocale {
        guard let header = header.map(cut) else { return .english }
        var ranges: [(language: String, weight: Double, order: Int)] = []
        let read = header.split(separator: ",", maxSplits: maximumRanges, omittingEmptySubsequences: false).prefix(maximumRanges)
        for (order, element) in read.enumerated() {
            let parameters = element.split(separator: ";").map(trimmed)
            guard let range = parameters.first, !range.isEmpty else { continue }
            var weight = 1.0
            for parameter in parameters.dropFirst() where parameter.lowercased().hasPrefix("q=") {
                guard let value = Double(parameter.dropFirst(2)), (0...1).contains(value) else {
                    weight = -1
                    break
                }
                weight = value
            }
            guard weight >= 0 else { continue }
            ranges.append((range.lowercased(), weight, order))
        }
        let refused = Set(ranges.filter { $0.weight == 0 }.map(\.language))
        let wanted = ranges.filter { $0.weight > 0 }.sorted { ($0.weight, -$0.order) > ($1.weight, -$1.order) }
        for range in wanted {
            if range.language == "*" {
                if let any = MessageLocale.shipped.first(where: { !refused.contains($0.language) }) {
                    return any
                }
                continue
            }
            let primary = String(range.language.prefix { $0 != "-" })
            if !refused.contains(primary), let shipped = MessageLocale.shipped.first(where: { $0.language == primary }) {
                return shipped
            }
        }
        return .english
    }

    /// The first ``maximumHeaderBytes`` bytes of `header`, without the range the limit cuts.
    private static func cut(_ header: String) -> String {
        guard header.utf8.count > maximumHeaderBytes else { return header }
        let kept = header.utf8.prefix(maximumHeaderBytes)
        let whole = kept.lastIndex(of: UInt8(ascii: ",")).map { kept[..<$0] } ?? kept.prefix(0)
        return String(decoding: whole, as: UTF8.self)
    }

    private static func trimmed(_ text: Substring) -> String {
        String(text.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
    }
}
