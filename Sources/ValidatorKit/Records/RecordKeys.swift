/// The member names a spec gives its records' objects, made once per record validator: the
/// record reader gives a key it finds here as the spec's own text, and makes no string of its
/// bytes.
struct RecordKeys: Sendable {
    /// The names by the length of their UTF-8 (an index up to the longest), each with its UTF-8.
    private let byLength: [[(utf8: [UInt8], name: String)]]

    /// No names: every key is read as it is written.
    static let none = RecordKeys(fields: [])

    /// The names of `fields` and of every field inside them: a group's fields, a list's item's,
    /// a union's tag and variants'.
    init(fields: [BuiltField]) {
        var names: Set<String> = []
        Self.collect(fields, into: &names)
        var byLength: [[(utf8: [UInt8], name: String)]] = []
        for name in names.sorted() {
            let utf8 = Array(name.utf8)
            while byLength.count <= utf8.count { byLength.append([]) }
            byLength[utf8.count].append((utf8, name))
        }
        self.byLength = byLength
    }

    /// The name whose UTF-8 is `bytes`, if it is one of them.
    func name(spelledBy bytes: UnsafeBufferPointer<UInt8>) -> String? {
        guard bytes.count < byLength.count else { return nil }
        for candidate in byLength[bytes.count] where candidate.utf8.withUnsafeBufferPointer({ $0.elementsEqual(bytes) }) {
            return candidate.name
        }
        return nil
    }

    private static func collect(_ fields: [BuiltField], into names: inout Set<String>) {
        for field in fields {
            names.insert(field.spec.id)
            collect(field.fields, into: &names)
            if let item = field.item { collect([item], into: &names) }
            if let tag = field.tag { collect([tag], into: &names) }
            for variant in field.variants { collect(variant.fields, into: &names) }
        }
    }
}
