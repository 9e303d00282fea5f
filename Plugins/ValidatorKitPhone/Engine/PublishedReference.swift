#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Synchronization

/// An object made on first use by whichever thread needs it first, then read by every thread
/// with one acquiring load and no lock: a phone pattern's compiled forms, a territory of the
/// metadata.
///
/// The slot holds the object's address, retained, or 0, or ``making``. The first thread to meet
/// an empty slot marks it ``making`` and makes the object; a thread meeting that mark sleeps
/// until the object is published, rather than making it again (the jobs of
/// `check phone --jobs 2` start on the same regions at once). A published object is lent
/// without retaining it (the slot holds it as long as it lives): threads reading the same
/// object at once would otherwise take turns at its reference count.
struct PublishedReference<Object: AnyObject & Sendable>: ~Copyable, Sendable {
    private let slot = Atomic<UInt>(0)
    /// What the slot holds while a thread makes the object (no object is at address 1).
    private static var making: UInt { 1 }

    /// An empty slot.
    init() {}

    deinit {
        let published = slot.load(ordering: .acquiring)
        if published > Self.making {
            Unmanaged<Object>.fromOpaque(UnsafeRawPointer(bitPattern: published)!).release()
        }
    }

    /// `body`'s answer with the object lent, when it is published; `nil` before (then
    /// ``object(orMaking:)`` makes it or waits for it). The hot path: one acquiring load, and
    /// no closure holding the caller.
    func withPublished<Result>(_ body: (Object) -> Result) -> Result? {
        let published = slot.load(ordering: .acquiring)
        guard published > Self.making, let address = UnsafeRawPointer(bitPattern: published) else { return nil }
        return Unmanaged<Object>.fromOpaque(address)._withUnsafeGuaranteedRef(body)
    }

    /// The object, made now by `make` when no thread has yet, or by another thread while this
    /// one waits; `nil` when `make` gives none (then the slot is empty again, and every thread
    /// finds out for itself).
    func object(orMaking make: () -> Object?) -> Object? {
        while true {
            let published = slot.load(ordering: .acquiring)
            if published > Self.making {
                return Unmanaged<Object>.fromOpaque(UnsafeRawPointer(bitPattern: published)!).takeUnretainedValue()
            }
            if published == Self.making {
                // Another thread makes it, for some tens of microseconds: sleeping, not
                // spinning, leaves the core to it or to other work rather than burning it.
                usleep(20)
                continue
            }
            guard slot.compareExchange(expected: 0, desired: Self.making, ordering: .acquiring).exchanged else {
                continue
            }
            guard let object = make() else {
                slot.store(0, ordering: .releasing)
                return nil
            }
            slot.store(UInt(bitPattern: Unmanaged.passRetained(object).toOpaque()), ordering: .releasing)
            return object
        }
    }
}
