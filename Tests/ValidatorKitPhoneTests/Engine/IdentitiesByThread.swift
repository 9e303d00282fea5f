/// The object each thread of a test got, by slot (`nil`: none); each slot written by one thread
/// only, the slots read once every thread has ended.
final class IdentitiesByThread: @unchecked Sendable {
    // @unchecked Sendable: each slot is written by one thread, and read after all have ended.
    private let slots: UnsafeMutableBufferPointer<ObjectIdentifier?>

    init(count: Int) {
        slots = .allocate(capacity: count)
        slots.initialize(repeating: nil)
    }

    deinit {
        slots.deallocate()
    }

    var values: [ObjectIdentifier?] { Array(slots) }

    func set(_ value: ObjectIdentifier?, at index: Int) {
        slots[index] = value
    }
}
