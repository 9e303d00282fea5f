#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading and writing file descriptors through the C library, behind Swift names: what the
/// batch check, the replay and their hosts read and write with.
///
/// Calls a signal may interrupt are retried with ``retryingOnInterrupt(_:)``.
public enum FileDescriptorIO {
    /// The text of the C library for the error number `code`, such as
    /// `No such file or directory`.
    public static func errorDescription(_ code: Int32) -> String {
        String(cString: strerror(code))
    }

    /// The error number the last failed call set (`errno`).
    public static var lastError: Int32 {
        errno
    }

    /// Opens the file at `path` for reading.
    ///
    /// - Returns: A file descriptor, closed when the process execs another program.
    /// - Throws: ``FileAccessError`` naming `path` and the reason when it cannot be opened.
    public static func openForReading(_ path: String) throws(FileAccessError) -> Int32 {
        let descriptor = retryingOnInterrupt { open(path, O_RDONLY | O_CLOEXEC) }
        guard descriptor >= 0 else {
            throw FileAccessError(cannotOpen: path, code: errno)
        }
        return descriptor
    }

    /// Closes `descriptor`.
    public static func close(_ descriptor: Int32) {
        #if canImport(Glibc)
        _ = Glibc.close(descriptor)
        #elseif canImport(Darwin)
        _ = Darwin.close(descriptor)
        #endif
    }

    /// Reads at most `buffer.count` bytes of `descriptor` into `buffer`, retried after a signal.
    ///
    /// - Returns: How many bytes arrived, 0 at the end of the input, or a negative number on
    ///   failure (`lastError` says why).
    public static func read(_ descriptor: Int32, into buffer: UnsafeMutableRawBufferPointer) -> Int {
        retryingOnInterrupt {
            #if canImport(Glibc)
            Glibc.read(descriptor, buffer.baseAddress, buffer.count)
            #elseif canImport(Darwin)
            Darwin.read(descriptor, buffer.baseAddress, buffer.count)
            #endif
        }
    }

    /// Writes all of `bytes` to `descriptor`, retried after a signal.
    ///
    /// - Returns: Whether every byte was written; `false` when the reader has gone away or
    ///   another failure stopped the writing.
    @discardableResult
    public static func write(_ descriptor: Int32, _ bytes: UnsafeRawBufferPointer) -> Bool {
        var written = 0
        while written < bytes.count {
            let result = retryingOnInterrupt {
                #if canImport(Glibc)
                Glibc.write(descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
                #elseif canImport(Darwin)
                Darwin.write(descriptor, bytes.baseAddress.map { $0 + written }, bytes.count - written)
                #endif
            }
            guard result >= 0 else { return false }
            written += result
        }
        return true
    }

    /// How many bytes are left to read in `descriptor` when it is a regular file (its size less
    /// the offset it is read from); `nil` for a pipe, a terminal or a socket, whose end is not known.
    package static func bytesLeftToRead(_ descriptor: Int32) -> Int? {
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else { return nil }
        let offset = lseek(descriptor, 0, SEEK_CUR)
        guard offset >= 0 else { return nil }
        return max(0, Int(status.st_size) - Int(offset))
    }

    /// Whether reading `descriptor` would return at once: bytes or the end of the input are
    /// there (always, for a regular file), so a read would not wait for a person or a slow writer.
    package static func hasInputReady(_ descriptor: Int32) -> Bool {
        var request = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return retryingOnInterrupt { poll(&request, 1, 0) } > 0
    }
}
