#if canImport(Glibc)
private import Glibc
#elseif canImport(Musl)
private import Musl
#elseif canImport(Darwin)
private import Darwin
#endif

/// An object each thread has its own of, made on the thread's first use (a POSIX
/// thread-specific value) and released when the thread ends.
///
/// For shared tables read on every line by threads judging side by side (`check --jobs N`):
/// copying a value out of a table shared by all threads counts a reference on memory every core
/// writes, and the cache line goes back and forth between the cores on each line; each thread's
/// own table keeps those counts in its core's cache.
package final class PerThread<Object: AnyObject>: Sendable {
    /// The key of the thread-specific value: a retained `Object`, or none yet.
    private let key: pthread_key_t
    /// Makes a thread's object.
    private let make: @Sendable () -> Object

    /// Objects made by `make`, one a thread.
    package init(_ make: @escaping @Sendable () -> Object) {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { releaseThreadObject($0) }
        precondition(status == 0, "no thread-specific key left")
        self.key = key
        self.make = make
    }

    /// The calling thread's object, made on its first call; the thread holds it until it ends,
    /// so a caller borrows it (`_withUnsafeGuaranteedRef`) without counting a reference.
    package func object() -> Unmanaged<Object> {
        if let held = pthread_getspecific(key) {
            return Unmanaged.fromOpaque(held)
        }
        let object = Unmanaged.passRetained(make())
        pthread_setspecific(key, object.toOpaque())
        return object
    }
}

/// Releases the object a thread held when the thread ends (the destructor of a ``PerThread``'s
/// key; its pointer is optional on Linux, not on Darwin).
private func releaseThreadObject(_ object: UnsafeMutableRawPointer?) {
    if let object { Unmanaged<AnyObject>.fromOpaque(object).release() }
}
