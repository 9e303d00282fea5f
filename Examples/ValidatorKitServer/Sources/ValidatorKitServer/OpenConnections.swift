import Synchronization

/// The count of the server's open connections against its limit, shared by every connection's
/// ``ConnectionLimitHandler``.
final class OpenConnections: Sendable {
    /// The most connections open at once.
    let limit: Int
    private let count = Atomic<Int>(0)

    init(limit: Int) {
        self.limit = limit
    }

    /// Counts one more connection; false, counting nothing, when `limit` are open already.
    func open() -> Bool {
        guard count.add(1, ordering: .relaxed).newValue <= limit else {
            count.subtract(1, ordering: .relaxed)
            return false
        }
        return true
    }

    /// Counts one connection fewer.
    func close() {
        count.subtract(1, ordering: .relaxed)
    }
}
