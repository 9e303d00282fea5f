#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ValidatorKitBatch
import ValidatorKitSession
import ValidatorKitTool

/// The controlling terminal in the state a full-screen program needs, and back.
///
/// ``enter()`` saves nothing twice: the settings found when the screen was created are the ones
/// ``leave()`` puts back, however many times the program is suspended and resumed.
final class TerminalScreen {
    /// The escape sequences that switch to the alternate screen and turn on bracketed paste.
    static let enterSequence = "\u{1B}[?1049h\u{1B}[?2004h\u{1B}[2J"
    /// The escape sequences that undo ``enterSequence`` and show the cursor again.
    static let leaveSequence = "\u{1B}[0m\u{1B}[?2004l\u{1B}[?25h\u{1B}[?1049l"

    let input: Int32
    let output: Int32
    private let original: termios
    /// Whether the terminal is in raw mode on the alternate screen now.
    private(set) var isEntered = false

    /// Reads the current settings of `input`; `nil` when it is not a terminal.
    init?(input: Int32 = 0, output: Int32 = 1) {
        var settings = termios()
        guard tcgetattr(input, &settings) == 0 else { return nil }
        self.input = input
        self.output = output
        original = settings
    }

    /// Raw mode (no echo, no line editing, no flow control, keys as typed; Ctrl-C and Ctrl-Z
    /// still raise their signals), the alternate screen and bracketed paste.
    func enter() {
        guard !isEntered else { return }
        var raw = original
        raw.c_iflag &= ~tcflag_t(BRKINT | ICRNL | INPCK | ISTRIP | IXON)
        raw.c_oflag &= ~tcflag_t(OPOST)
        raw.c_cflag |= tcflag_t(CS8)
        raw.c_lflag &= ~tcflag_t(ECHO | ICANON | IEXTEN)
        withUnsafeMutableBytes(of: &raw.c_cc) { characters in
            characters[Int(VMIN)] = 1
            characters[Int(VTIME)] = 0
        }
        _ = tcsetattr(input, TCSADRAIN, &raw)
        isEntered = true
        // A terminal that refuses this refuses the first frame too, and that error ends the form.
        try? send(Self.enterSequence)
    }

    /// Puts back the alternate screen, bracketed paste, the cursor and the terminal settings as
    /// they were found. Safe to call more than once.
    func leave() {
        guard isEntered else { return }
        // The settings are put back even when the screen is gone and refuses the sequences.
        try? send(Self.leaveSequence)
        var settings = original
        _ = tcsetattr(input, TCSADRAIN, &settings)
        isEntered = false
    }

    /// The size in columns and rows; 80×24 when the terminal does not say.
    func size() -> (columns: Int, rows: Int) {
        var size = winsize()
        guard ioctl(output, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0, size.ws_row > 0 else {
            return (80, 24)
        }
        return (Int(size.ws_col), Int(size.ws_row))
    }

    /// Writes `text` whole, retrying after interruptions and while the terminal is not ready;
    /// throws ``TerminalError/cannotDraw(code:)`` when the terminal refuses it (it hung up, say).
    func send(_ text: String) throws(TerminalError) {
        let bytes = Array(text.utf8)
        var written = 0
        while written < bytes.count {
            let result = bytes[written...].withUnsafeBytes { unwritten in
                retryingOnInterrupt { write(output, unwritten.baseAddress, unwritten.count) }
            }
            if result < 0 {
                if errno == EAGAIN { continue }
                throw TerminalError.cannotDraw(code: errno)
            }
            written += result
        }
    }
}
