import Synchronization

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ValidatorKitBatch
import ValidatorKitSession
import ValidatorKitTool

/// The write end of the self-pipe, read by ``signalHandler``. Stored before any handler is
/// installed, so the handler never runs the lazy initialisation of this global.
private let signalPipeWriteEnd = Atomic<Int32>(-1)

/// The C-compatible handler: writes the signal's number as one byte to the self-pipe and does
/// nothing else. `write` is async-signal-safe; the atomic load is lock-free; `errno` is put back.
private let signalHandler: @convention(c) (Int32) -> Void = { signal in
    let savedError = errno
    var byte = UInt8(truncatingIfNeeded: signal)
    _ = write(signalPipeWriteEnd.load(ordering: .relaxed), &byte, 1)
    errno = savedError
}

/// Turns the signals a full-screen program must react to into bytes on a pipe that
/// ``TerminalInput`` polls beside standard input (the self-pipe trick), for the main loop.
///
/// Why not restore the terminal in the handler itself? `tcsetattr` and `write` are
/// async-signal-safe, so it could be done there, but the screen's state (raw or not, what is
/// drawn) belongs to the main loop, and Ctrl-Z must be followed by re-entering raw mode and a
/// redraw on resume, which is no work for a handler. So the handler only writes a byte, and the
/// loop restores, suspends, resumes, redraws and exits in plain Swift with no reentrancy.
final class SignalNotifier {
    /// The signals watched: interrupt, terminate, hang-up, suspend, resume and window change.
    static let watched: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGCONT, SIGWINCH]

    /// The read end, for `poll`.
    let descriptor: Int32
    private let writeEnd: Int32
    private var previous: [Int32: (@convention(c) (Int32) -> Void)?] = [:]

    /// Creates the pipe and installs the handler for every watched signal.
    init() throws(TerminalError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            throw TerminalError.cannotCreateSignalPipe(code: errno)
        }
        for end in ends {
            _ = fcntl(end, F_SETFL, fcntl(end, F_GETFL) | O_NONBLOCK)
            _ = fcntl(end, F_SETFD, FD_CLOEXEC)
        }
        descriptor = ends[0]
        writeEnd = ends[1]
        signalPipeWriteEnd.store(writeEnd, ordering: .relaxed)
        for signal in Self.watched {
            install(signal)
        }
        // A process may start with signals blocked, inherited from whatever spawned it; a
        // blocked SIGTERM would never reach the handler, and a blocked SIGTSTP would not stop.
        var watchedSet = sigset_t()
        sigemptyset(&watchedSet)
        for signal in Self.watched {
            sigaddset(&watchedSet, signal)
        }
        pthread_sigmask(SIG_UNBLOCK, &watchedSet, nil)
    }

    deinit {
        for (watched, handler) in previous {
            signal(watched, handler)
        }
        signalPipeWriteEnd.store(-1, ordering: .relaxed)
        close(descriptor)
        close(writeEnd)
    }

    /// The signals that arrived since the last call, oldest first, read from the notifier's
    /// ``descriptor`` (which ``TerminalInput`` watches on its own thread).
    static func received(from descriptor: Int32) -> [Int32] {
        var signals: [Int32] = []
        var buffer = [UInt8](repeating: 0, count: 64)
        while true {
            let count = buffer.withUnsafeMutableBytes { FileDescriptorIO.read(descriptor, into: $0) }
            guard count > 0 else { return signals }
            signals.append(contentsOf: buffer[..<count].map(Int32.init))
        }
    }

    /// Ends the process the way `watched` would have without a handler, so that the parent sees
    /// the signal in the exit status; exits with 128 plus its number should it be ignored.
    static func endByDefaultAction(of watched: Int32) -> Never {
        signal(watched, SIG_DFL)
        raise(watched)
        exit(128 + watched)
    }

    /// Hands `signal` to its default action (to stop or end the process), keeping the handler
    /// for the others; ``install(_:)`` takes it back.
    func restoreDefault(_ watched: Int32) {
        signal(watched, SIG_DFL)
    }

    /// Installs the handler for `signal`, keeping the first disposition found for the end.
    ///
    /// `signal` (rather than `sigaction`) is enough and portable: glibc and the BSDs give it
    /// persistent handlers and restarted system calls.
    func install(_ watched: Int32) {
        let old = signal(watched, signalHandler)
        if previous[watched] == nil {
            previous[watched] = old
        }
    }
}
