/// A file the demo could not open or read: not a mistake in how it was called, but the
/// system's answer, with the C library's reason.
///
/// Its description is the message the demo prints, such as
/// `Cannot open 'events.txt': No such file or directory`.
public struct FileAccessError: Error, Equatable, CustomStringConvertible {
    private enum Operation: Equatable {
        case open
        case read
    }

    private let operation: Operation
    /// The file's path as given.
    public let path: String
    /// The error number (`errno`) the failed call set.
    public let code: Int32

    /// The file at `path` cannot be opened, for the reason `code` (an `errno` value).
    public init(cannotOpen path: String, code: Int32) {
        operation = .open
        self.path = path
        self.code = code
    }

    /// The file at `path` was opened but cannot be read, for the reason `code` (an `errno` value).
    public init(cannotRead path: String, code: Int32) {
        operation = .read
        self.path = path
        self.code = code
    }

    /// `Cannot open 'PATH': REASON` or `Cannot read 'PATH': REASON`.
    public var description: String {
        let verb = switch operation {
        case .open: "open"
        case .read: "read"
        }
        return "Cannot \(verb) '\(path)': \(FileDescriptorIO.errorDescription(code))"
    }
}
