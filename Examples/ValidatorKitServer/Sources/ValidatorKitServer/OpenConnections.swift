import NIOCore
import Synchronization

/// The count of the server's open connections against its limit, shared by every connection's
/// ``ConnectionLimitHandler`` (and, for live forms, by ``LiveFormSocket``).
///
/// A connection is *waiting* from when it is admitted until its first request head has arrived
/// whole (``headArrived(_:)``). When every place is taken, a new connection takes the place of
/// the connection that has waited longest, which is closed: connections that trickle their
/// first request (or send nothing) cannot keep a real request out, as a real request's head
/// arrives at once. Only when no connection is waiting is a new one refused.
final class OpenConnections: Sendable {
    /// The most connections open at once.
    let limit: Int
    private let state = Mutex(State())

    private struct State {
        var count = 0
        /// The waiting connections, oldest first.
        var waiting: [(identifier: ObjectIdentifier, channel: any Channel)] = []
        /// Connections whose place another took: their close counts nothing.
        var replaced: Set<ObjectIdentifier> = []
    }

    init(limit: Int) {
        self.limit = limit
    }

    /// Counts one more connection; false, counting nothing, when `limit` are open already.
    func open() -> Bool {
        state.withLock { state in
            guard state.count < limit else { return false }
            state.count += 1
            return true
        }
    }

    /// Counts one connection fewer.
    func close() {
        state.withLock { $0.count -= 1 }
    }

    /// Admits `channel`, waiting for its first request head, in a free place or in the place of
    /// the connection that has waited longest (closed here); false when there is neither.
    func admit(_ channel: any Channel) -> Bool {
        let identifier = ObjectIdentifier(channel)
        let admission: (isAdmitted: Bool, replaced: (any Channel)?) = state.withLock { state in
            if state.count < limit {
                state.count += 1
                state.waiting.append((identifier, channel))
                return (true, nil)
            }
            guard !state.waiting.isEmpty else { return (false, nil) }
            let oldest = state.waiting.removeFirst()
            state.replaced.insert(oldest.identifier)
            state.waiting.append((identifier, channel))
            return (true, oldest.channel)
        }
        admission.replaced?.close(promise: nil)
        return admission.isAdmitted
    }

    /// `channel`'s first request head has arrived (or it was answered): it waits no more.
    func headArrived(_ channel: any Channel) {
        let identifier = ObjectIdentifier(channel)
        state.withLock { state in
            state.waiting.removeAll { $0.identifier == identifier }
        }
    }

    /// `channel`, admitted before, is closed.
    func release(_ channel: any Channel) {
        let identifier = ObjectIdentifier(channel)
        state.withLock { state in
            state.waiting.removeAll { $0.identifier == identifier }
            if state.replaced.remove(identifier) == nil {
                state.count -= 1
            }
        }
    }
}
