#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Calls `systemCall` again for as long as it fails with `EINTR`: a signal arrived before the
/// call could do anything, which is no failure of the call itself.
///
/// Every system call of the demo that a signal may interrupt goes through this function:
///
/// ```swift
/// let received = retryingOnInterrupt { read(descriptor, buffer, count) }
/// ```
///
/// - Parameter systemCall: A C library call that returns a negative number and sets `errno` on
///   failure, such as `read`, `write`, `open` or `poll`.
/// - Returns: The first result that is not a failure with `EINTR`; on another failure `errno`
///   still holds its reason.
public func retryingOnInterrupt<Result: SignedInteger>(_ systemCall: () -> Result) -> Result {
    while true {
        let result = systemCall()
        if result < 0 && errno == EINTR { continue }
        return result
    }
}
