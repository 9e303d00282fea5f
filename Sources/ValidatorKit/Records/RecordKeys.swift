/// The member names a spec gives its records' objects, made once per record validator: the
/// record reader gives a key it finds here as the spec's own text, and makes no string of its
/// bytes; a key naming a field of the record's root comes with the field's position, the slot
/// of ``RecordObject`` it fills.
///
/// A class, so a reader made for each record holds it by one reference, not a copy of its arrays.
final class RecordKeys: Sendable {
    /// A name the spec gives: its text and, when a field of the root has it, that field's
    /// position among the root's fields.
    struct Key: Sendable {
        let name: String
        let rootPosition: Int?
    }

    /// The names, sorted.
    private let keys: [Key]
    /// The UTF-8 of every name, one after the other in the order of ``keys``.
    private let utf8: [UInt8]
    /// Where each name's UTF-8 starts in ``utf8``, by the name's position in ``keys``.
    private let starts: [Int]
    /// The positions in ``keys`` of the names by the length of their UTF-8 (an index up to the
    /// longest).
    private let byLength: [[Int]]
    /// The name of each root field as a key spells it, by the field's position; `nil` for one
    /// too long for ``RootName`` or with a byte JSON escapes (a quote, a backslash, a control
    /// character), which a key never spells as it is.
    private let rootNames: [RootName?]

    /// A root field's name with the closing quote after it, as the sixteen bytes from a key's
    /// first byte hold it: compared in two words, whatever its length.
    private struct RootName {
        let key: Key
        /// The length of the name's UTF-8.
        let length: Int
        /// The name's bytes and the quote, then zeros, as two words read from memory.
        let words: (UInt64, UInt64)
        /// Ones where ``words`` has the name's bytes and the quote.
        let masks: (UInt64, UInt64)

        /// The name of `key`, when it and a quote fit in sixteen bytes and none of its bytes is
        /// escaped in JSON.
        init?(_ key: Key) {
            let utf8 = Array(key.name.utf8)
            guard utf8.count < 16, !utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") })
            else { return nil }
            self.key = key
            length = utf8.count
            var spelled = [UInt8](repeating: 0, count: 16)
            var covered = [UInt8](repeating: 0, count: 16)
            for (offset, byte) in (utf8 + [UInt8(ascii: "\"")]).enumerated() {
                spelled[offset] = byte
                covered[offset] = 0xFF
            }
            words = spelled.withUnsafeBytes { ($0.loadUnaligned(as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) }
            masks = covered.withUnsafeBytes { ($0.loadUnaligned(as: UInt64.self), $0.loadUnaligned(fromByteOffset: 8, as: UInt64.self)) }
        }
    }

    /// No names: every key is read as it is written.
    static let none = RecordKeys(fields: [])

    /// The names of `fields`, the root's, and of every field inside them: a group's fields, a
    /// list's item's, a union's tag and variants'.
    init(fields: [BuiltField]) {
        var names: Set<String> = []
        Self.collect(fields, into: &names)
        var keys: [Key] = []
        var utf8: [UInt8] = []
        var starts: [Int] = []
        var byLength: [[Int]] = []
        for name in names.sorted() {
            let count = name.utf8.count
            while byLength.count <= count { byLength.append([]) }
            byLength[count].append(keys.count)
            starts.append(utf8.count)
            utf8.append(contentsOf: name.utf8)
            keys.append(Key(name: name, rootPosition: fields.firstIndex { $0.spec.id == name }))
        }
        self.keys = keys
        self.utf8 = utf8
        self.starts = starts
        self.byLength = byLength
        rootNames = fields.map { field in
            keys.first { $0.name == field.spec.id }.flatMap(RootName.init)
        }
    }

    /// The root field at `position` and the length of its name, when `bytes` (what follows a
    /// key's opening quote) start with its name and the closing quote: how the reader matches
    /// at once the key a record most likely has next, records keeping their members' order.
    /// Sixteen bytes are read; with fewer left, nothing is matched.
    func rootKey(at position: Int, startingBytes bytes: UnsafeBufferPointer<UInt8>) -> (key: Key, length: Int)? {
        guard position < rootNames.count, let name = rootNames[position], bytes.count >= 16,
            let start = UnsafeRawPointer(bytes.baseAddress),
            start.loadUnaligned(as: UInt64.self) & name.masks.0 == name.words.0,
            start.loadUnaligned(fromByteOffset: 8, as: UInt64.self) & name.masks.1 == name.words.1
        else { return nil }
        return (name.key, name.length)
    }

    /// The name whose UTF-8 is `bytes`, if it is one of them: the bytes compared with those of
    /// each name of their length, in place.
    func key(spelledBy bytes: UnsafeBufferPointer<UInt8>) -> Key? {
        guard bytes.count < byLength.count else { return nil }
        return utf8.withUnsafeBufferPointer { utf8 in
            for index in byLength[bytes.count] {
                let start = starts[index]
                var offset = 0
                while offset < bytes.count, utf8[start + offset] == bytes[offset] { offset += 1 }
                if offset == bytes.count { return keys[index] }
            }
            return nil
        }
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
