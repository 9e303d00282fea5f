extension FormSpec {
    /// One variant of a ``FieldType/union`` field: the value of the union's tag that chooses it,
    /// its title, and the fields that apply when it is chosen.
    ///
    /// ```json
    /// {"id": "payment", "type": "union", "tag": "method", "variants": [
    ///   {"value": "card", "title": "Card", "fields": [{"id": "number", "validators": [{"plugin": "card"}]}]},
    ///   {"value": "invoice", "title": "Invoice", "fields": []}]}
    /// ```
    public struct VariantSpec: Sendable, Hashable, Decodable {
        /// The tag's value that chooses the variant (`card`), unique among the union's variants.
        public var value: String
        /// The title offered for the variant; the value when absent.
        public var title: String?
        /// The title by language code (`"de"`), where it differs from ``title``.
        public var titles: [String: String]?
        /// The fields that apply while the variant is chosen, beside the tag; none when absent.
        public var fields: [FieldSpec]?

        /// A variant chosen by `value`, holding `fields`.
        public init(value: String, title: String? = nil, fields: [FieldSpec]) {
            self.value = value
            self.title = title
            self.fields = fields
        }

        /// The title in `locale`: its entry in ``titles``, else ``title``, else the value.
        public func title(in locale: MessageLocale) -> String {
            titles?[locale.language] ?? title ?? value
        }
    }
}
