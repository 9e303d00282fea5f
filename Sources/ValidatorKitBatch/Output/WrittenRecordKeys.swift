package import ValidatorKit

/// The keys of a record's root fields as a verdict writes them, `"card":` escaped as JSON
/// requires, made once per record validator: a valid record's value is written by copying each
/// key's bytes before its member's value, no key looked at again.
package struct WrittenRecordKeys: Sendable {
    /// `"key":` of each root field, by its key's rank in key order
    /// (``RecordValidator/rootKeysInKeyOrder``).
    let texts: [[UInt8]]

    /// The keys of `records`' root fields.
    package init(_ records: RecordValidator) {
        texts = records.rootKeysInKeyOrder.map { key in
            var text = OutputBuffer()
            text.appendJSONString(key)
            text.append(UInt8(ascii: ":"))
            return text.withBytes { Array($0) }
        }
    }
}
