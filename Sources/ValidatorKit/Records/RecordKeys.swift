/// The member names a spec gives its records' objects, made once per record validator: the
/// record reader gives a key it finds here as the spec's own text, and makes no string of its
/// bytes; a key naming a field of the record's root comes with the field's position, the slot
/// of ``RecordObject`` it fills.
struct RecordKeys: Sendable {
    /// A name the spec gives: its text and, when a field of the root has it, that field's
    /// position among the root's fields.
    struct Key: Sendable {
        let name: String
        let rootPosition: Int?
    }

    /// The names by the length of their UTF-8 (an index up to the longest), each with its UTF-8.
    private let byLength: [[(utf8: [UInt8], key: Key)]]

    /// No names: every key is read as it is written.
    static let none = RecordKeys(fields: [])

    /// The names of `fields`, the root's, and of every field inside them: a group's fields, a
    /// list's item's, a union's tag and variants'.
    init(fields: [BuiltField]) {
        var names: Set<String> = []
        Self.collect(fields, into: &names)
        var byLength: [[(utf8: [UInt8], key: Key)]] = []
        for name in names.sorted() {
            let utf8 = Array(name.utf8)
            while byLength.count <= utf8.count { byLength.append([]) }
            byLength[utf8.count].append((utf8, Key(name: name, rootPosition: fields.firstIndex { $0.spec.id == name })))
        }
        self.byLength = byLength
    }

    /// The name whose UTF-8 is `bytes`, if it is one of them.
    func key(spelledBy bytes: UnsafeBufferPointer<UInt8>) -> Key? {
        guard bytes.count < byLength.count else { return nil }
        for candidate in byLength[bytes.count] where candidate.utf8.withUnsafeBufferPointer({ $0.elementsEqual(bytes) }) {
            return candidate.key
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
