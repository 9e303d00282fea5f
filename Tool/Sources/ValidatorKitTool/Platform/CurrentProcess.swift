#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The C library calls of the tool that are about its process, not its files
/// (``FileDescriptorIO`` reads and writes): the terminal check, the environment, the time and
/// the exit.
public enum CurrentProcess {
    /// Whether `descriptor` is a terminal.
    public static func isTerminal(_ descriptor: Int32) -> Bool {
        isatty(descriptor) == 1
    }

    /// The value of the environment variable `name`, or `nil` when it is not set.
    public static func environmentVariable(_ name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }

    /// The current time as whole seconds since 1970-01-01 00:00 UTC (Unix time).
    public static func secondsSince1970() -> Int {
        Int(time(nil))
    }

    /// Makes a write to a pipe whose reader has gone away fail with `EPIPE` instead of ending
    /// the process with `SIGPIPE`, so that `check … | head -1` stops with a message and exit 2
    /// rather than a signal (or, where the signal was ignored already, reading on for nothing).
    public static func ignoreBrokenPipeSignal() {
        signal(SIGPIPE, SIG_IGN)
    }

    /// Ends the process with `status`, flushing the C library's streams.
    public static func exit(status: Int32) -> Never {
        #if canImport(Glibc)
        Glibc.exit(status)
        #elseif canImport(Darwin)
        Darwin.exit(status)
        #endif
    }
}
