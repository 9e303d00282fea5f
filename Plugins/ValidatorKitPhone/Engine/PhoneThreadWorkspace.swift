#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ValidatorKitRegex

/// The workspace each thread matches phone patterns with, kept in the thread's own storage
/// (a POSIX thread-specific value) in front of the shared pool: a thread judging numbers
/// (`check --jobs N`) takes and gives back its workspace without an atomic operation and
/// without touching memory another thread writes, where the pool's slots went back and forth
/// between the cores some fifteen times a number.
///
/// A workspace lent out leaves the thread's slot empty, so a match begun while another is under
/// way (none does today) takes one from the pool instead. The thread's workspace is released
/// when the thread ends.
enum PhoneThreadWorkspace {
    /// The key of the thread-specific value: a retained `MatchWorkspace`, or none.
    private static let key: pthread_key_t = {
        var key = pthread_key_t()
        let status = pthread_key_create(&key) { workspace in
            PhoneThreadWorkspace.release(workspace)
        }
        precondition(status == 0, "no thread-specific key left for the phone patterns' workspaces")
        return key
    }()

    /// `body`'s answer with this thread's workspace, made by `make` on the thread's first match
    /// (`nil` when it cannot be made); `nil` without calling `body` while the thread's
    /// workspace is lent out already.
    static func withWorkspace<Result>(
        made make: () -> MatchWorkspace?, _ body: (MatchWorkspace) -> Result
    ) -> Result? {
        let key = key
        let held = pthread_getspecific(key)
        guard let pointer = held ?? make().map({ UnsafeMutableRawPointer(Unmanaged.passRetained($0).toOpaque()) })
        else { return nil }
        // The slot stays empty while the workspace is lent; the thread's reference keeps it alive.
        if held != nil { pthread_setspecific(key, nil) }
        defer { pthread_setspecific(key, pointer) }
        return Unmanaged<MatchWorkspace>.fromOpaque(pointer)._withUnsafeGuaranteedRef(body)
    }

    private static func release(_ workspace: UnsafeMutableRawPointer?) {
        if let workspace {
            Unmanaged<MatchWorkspace>.fromOpaque(workspace).release()
        }
    }
}
