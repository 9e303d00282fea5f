import Synchronization

/// Whether the task that asked for a request was cancelled: set by the task's cancellation
/// handler, read by the request's thread between steps of the transfer.
final class HTTPCheckCancellation: Sendable {
    private let isSet = Atomic<Bool>(false)

    /// Whether ``cancel()`` was called.
    var isCancelled: Bool {
        isSet.load(ordering: .acquiring)
    }

    /// Asks the request to stop.
    func cancel() {
        isSet.store(true, ordering: .releasing)
    }
}
