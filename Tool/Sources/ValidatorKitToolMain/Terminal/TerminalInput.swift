#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Foundation
import ValidatorKitBatch
import ValidatorKitSession
import ValidatorKitTool

/// Waits for the terminal's keys and the ``SignalNotifier``'s signals on a thread of its own and
/// hands them to ``InteractiveForm`` as events, so that the form's actor awaits input instead of
/// blocking in `poll`, and stays free for the task that runs the form's checks.
///
/// The thread owns the ``KeyDecoder``: it waits at most a short while for the rest of an escape
/// sequence before it takes `ESC` as Esc. It ends at the end of input, on a failure, or on
/// ``stop()``.
final class TerminalInput: Sendable {
    /// What the thread saw.
    enum Event: Sendable {
        /// Keys decoded from the terminal's input.
        case keys([Key])
        /// Signals that arrived, in order.
        case signals([Int32])
        /// The terminal's input ended.
        case endOfInput
        /// Waiting for or reading input failed with this `errno`.
        case failure(code: Int32)
    }

    /// How long to wait for the rest of an escape sequence before taking `ESC` as Esc.
    private static let escapeWait: Int32 = 40

    /// The pipe whose byte tells the thread to stop; both ends stay open until ``stop()`` has
    /// seen the thread end, so the byte is never written to a pipe nobody reads (which would
    /// raise SIGPIPE and end the program without giving the terminal back).
    private let stopReadEnd: Int32
    private let stopWriteEnd: Int32
    /// Signalled when the thread has ended.
    private let ended = DispatchSemaphore(value: 0)

    /// Starts the thread, reading `input` and the signals' pipe `signals`, and handing every
    /// event to `deliver`.
    init(input: Int32, signals: Int32, deliver: @escaping @Sendable (Event) -> Void) throws(TerminalError) {
        var ends: [Int32] = [-1, -1]
        guard pipe(&ends) == 0 else {
            throw TerminalError.cannotWaitForInput(code: errno)
        }
        let stopReadEnd = ends[0]
        self.stopReadEnd = stopReadEnd
        stopWriteEnd = ends[1]
        let ended = ended
        let thread = Thread {
            Self.readEvents(input: input, signals: signals, stop: stopReadEnd, deliver: deliver)
            ended.signal()
        }
        thread.name = "validator input"
        thread.start()
    }

    /// Ends the thread, which stops reading at once (or has ended already, at the end of input
    /// or on a failure), and closes the stop pipe once it has.
    func stop() {
        var byte: UInt8 = 0
        _ = write(stopWriteEnd, &byte, 1)
        ended.wait()
        close(stopWriteEnd)
        close(stopReadEnd)
    }

    private static func readEvents(input: Int32, signals: Int32, stop: Int32, deliver: (Event) -> Void) {
        var decoder = KeyDecoder()
        var watched = [
            pollfd(fd: input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signals, events: Int16(POLLIN), revents: 0),
            pollfd(fd: stop, events: Int16(POLLIN), revents: 0),
        ]
        var bytes = [UInt8](repeating: 0, count: 4096)
        while true {
            let ready = retryingOnInterrupt { poll(&watched, 3, decoder.hasPendingEscape ? escapeWait : -1) }
            if ready < 0 {
                deliver(.failure(code: errno))
                return
            }
            if watched[2].revents != 0 {
                return
            }
            if watched[1].revents != 0 {
                deliver(.signals(SignalNotifier.received(from: signals)))
            }
            if watched[0].revents != 0 {
                let count = bytes.withUnsafeMutableBytes { FileDescriptorIO.read(input, into: $0) }
                if count == 0 || (count < 0 && errno != EAGAIN) {
                    deliver(.endOfInput)
                    return
                }
                if count > 0 {
                    deliver(.keys(decoder.feed(bytes[..<count])))
                }
            }
            if ready == 0 {
                let keys = decoder.flushPendingEscape()
                if !keys.isEmpty {
                    deliver(.keys(keys))
                }
            }
        }
    }
}
