#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads environment variables.
struct ProcessEnvironment {
    /// The value of `name`, or `nil` when it is not set.
    subscript(name: String) -> String? {
        getenv(name).map { String(cString: $0) }
    }
}
