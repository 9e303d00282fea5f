#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A mistake in how the demo was called: printed on standard error, exit status 2.
struct UsageError: Error, CustomStringConvertible {
    let description: String

    init(_ description: String) {
        self.description = description
    }

    /// Prints `error` as `validator-demo: …` on standard error and exits with status 2.
    static func fail(with error: any Error) -> Never {
        let message = "validator-demo: \(error)\n"
        _ = message.utf8CString.withUnsafeBufferPointer { write(2, $0.baseAddress, $0.count - 1) }
        exit(2)
    }
}
