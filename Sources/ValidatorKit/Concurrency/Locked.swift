#if canImport(Glibc)
private import Glibc
#elseif canImport(Musl)
private import Musl
#elseif canImport(Darwin)
private import Darwin
#endif

/// A value guarded by a POSIX mutex: the lock of the package's shared state (the registry, the
/// message catalogs, the manual clock, the checks' inboxes and alarms, the regex cache and
/// workspace pool, the OTP verifier and its in-memory replay store). The one other lock is the
/// `NSCondition` of the checks' thread (`CheckExecutor`).
///
/// Why not `Synchronization.Mutex`: on Linux its waits and wake-ups happen inside
/// libswiftSynchronization, which ThreadSanitizer does not instrument, so it reported the
/// accesses a contended `Mutex` guards as races and the only remedy was to suppress whole files.
/// ThreadSanitizer intercepts `pthread_mutex_lock` and `pthread_mutex_unlock` and sees the order
/// they impose, so with this lock nothing of ours needs a suppression. The mutex comes from the
/// system C library the Swift runtime itself links, imported as a Swift module (as Foundation
/// does); the core still has no C code of its own and loads nothing.
///
/// `@unchecked Sendable` (when `Value` is `Sendable`): `value` is read and written only inside
/// ``withLock(_:)``, between locking and unlocking `mutex`, and the mutex lives at a fixed
/// address allocated once and freed in `deinit`, never moved as a Swift value would be.
package final class Locked<Value>: @unchecked Sendable where Value: Sendable {
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>
    private var value: Value

    /// Creates a lock guarding `initialValue`.
    package init(_ initialValue: Value) {
        value = initialValue
        mutex = UnsafeMutablePointer<pthread_mutex_t>.allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        let status = pthread_mutex_init(mutex, nil)
        precondition(status == 0, "pthread_mutex_init failed with \(status)")
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deinitialize(count: 1)
        mutex.deallocate()
    }

    /// Runs `body` with the value while holding the lock, and returns what it returns.
    ///
    /// `body` must not call ``withLock(_:)`` on the same lock: the mutex is not recursive.
    package func withLock<Result, Failure: Error>(
        _ body: (inout Value) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        let status = pthread_mutex_lock(mutex)
        precondition(status == 0, "pthread_mutex_lock failed with \(status)")
        defer {
            let status = pthread_mutex_unlock(mutex)
            precondition(status == 0, "pthread_mutex_unlock failed with \(status)")
        }
        return try body(&value)
    }
}
