import ValidatorKitBatch
import ValidatorKitSession
import ValidatorKitTool

/// The terminal or the system refused what the interactive form needs; not a mistake in how the
/// demo was called. Its description is the message printed after `validator: `.
struct TerminalError: Error, CustomStringConvertible {
    private enum Problem {
        case cannotReadSettings
        case cannotCreateSignalPipe(code: Int32)
        case cannotWaitForInput(code: Int32)
        case cannotDraw(code: Int32)
    }

    private let problem: Problem

    /// `tcgetattr` failed on standard input.
    static let cannotReadSettings = TerminalError(problem: .cannotReadSettings)

    /// The self-pipe for signals cannot be created, for the reason `code` (an `errno` value).
    static func cannotCreateSignalPipe(code: Int32) -> TerminalError {
        TerminalError(problem: .cannotCreateSignalPipe(code: code))
    }

    /// `poll` failed, for the reason `code` (an `errno` value).
    static func cannotWaitForInput(code: Int32) -> TerminalError {
        TerminalError(problem: .cannotWaitForInput(code: code))
    }

    /// Writing a frame to standard output failed, for the reason `code` (an `errno` value): the
    /// screen is gone while the keyboard may still be there.
    static func cannotDraw(code: Int32) -> TerminalError {
        TerminalError(problem: .cannotDraw(code: code))
    }

    var description: String {
        switch problem {
        case .cannotReadSettings:
            "Cannot read the terminal's settings"
        case .cannotCreateSignalPipe(let code):
            "Cannot create a pipe for signals: \(FileDescriptorIO.errorDescription(code))"
        case .cannotWaitForInput(let code):
            "Cannot wait for input: \(FileDescriptorIO.errorDescription(code))"
        case .cannotDraw(let code):
            "Cannot draw on the terminal: \(FileDescriptorIO.errorDescription(code))"
        }
    }
}
