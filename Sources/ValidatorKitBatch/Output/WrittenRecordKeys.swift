package import ValidatorKit

/// The keys of a record's root fields as a verdict writes them, `"card":` escaped as JSON
/// requires, made once per record validator: a valid record's value is written by copying each
/// key's bytes before its member's value, no key looked at again.
package struct WrittenRecordKeys: Sendable {
    /// `"key":` of each root field, one after the other in the order of the keys
    /// (``RecordValidator/rootKeysInKeyOrder``).
    let texts: [UInt8]
    /// Where each key's text ends in ``texts``, by the key's rank in that order.
    let ends: [Int]

    /// The keys of `records`' root fields.
    package init(_ records: RecordValidator) {
        var texts = OutputBuffer()
        var ends: [Int] = []
        for key in records.rootKeysInKeyOrder {
            texts.appendJSONString(key)
            texts.append(UInt8(ascii: ":"))
            ends.append(texts.withBytes(\.count))
        }
        self.texts = texts.withBytes { Array($0) }
        self.ends = ends
    }

    /// The text of the key of rank `rank`, in `texts`, the bytes of ``texts``.
    func text(ofRank rank: Int, in texts: UnsafeBufferPointer<UInt8>) -> UnsafeBufferPointer<UInt8> {
        UnsafeBufferPointer(rebasing: texts[(rank == 0 ? 0 : ends[rank - 1])..<ends[rank]])
    }
}
