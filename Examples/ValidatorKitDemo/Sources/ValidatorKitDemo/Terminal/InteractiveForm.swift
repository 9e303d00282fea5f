#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ValidatorKitDemoEngine

/// The full-screen front end: keys in through a ``KeyDecoder``, events into the
/// ``FormSession``, a frame out after every change.
///
/// One loop polls standard input and the ``SignalNotifier``'s pipe; every terminal change
/// (raw mode, alternate screen, bracketed paste, the cursor) is made and undone here, on every way
/// out: Ctrl-C, SIGTERM, SIGHUP, the end of input, a thrown error (a screen that can no longer
/// be drawn on among them), and around Ctrl-Z.
final class InteractiveForm {
    /// Why the loop ended.
    enum Ending: Equatable {
        /// The terminal's input ended.
        case endOfInput
        /// Ctrl-C: the person quit.
        case interrupted
        /// This signal asked the program to end; it is raised again once the terminal is back.
        case signal(Int32)
    }

    private let terminal: TerminalScreen
    private let signals: SignalNotifier
    private let session: FormSession
    private let log: CallbackLog
    private let heading: String
    private let colors: Bool
    private let words: ScreenWords
    private var decoder = KeyDecoder()
    private var needsClear = true

    /// How long to wait for the rest of an escape sequence before taking `ESC` as Esc.
    private static let escapeWait: Int32 = 40
    /// How often to look at the clock while something depends on it: a secure field revealing
    /// a character, an asynchronous check resting or running.
    private static let clockCheck: Int32 = 100

    init(
        prepared: PreparedForm, heading: String, words: ScreenWords, colors: Bool, terminal: TerminalScreen
    ) throws(TerminalError) {
        let log = CallbackLog()
        self.log = log
        self.terminal = terminal
        self.heading = heading
        self.words = words
        self.colors = colors
        signals = try SignalNotifier()
        session = FormSession(prepared) { log.add($0) }
    }

    /// Runs the form until it is quit; the terminal is back as it was found when this returns.
    func run() throws -> Ending {
        terminal.enter()
        defer { terminal.leave() }
        if let first = session.form.fields.first {
            try session.apply(.focus(first.identifier))
        }
        try draw()
        var watched = [
            pollfd(fd: terminal.input, events: Int16(POLLIN), revents: 0),
            pollfd(fd: signals.descriptor, events: Int16(POLLIN), revents: 0),
        ]
        while true {
            let timeout = decoder.hasPendingEscape ? Self.escapeWait
                : session.appearances.contains(where: \.isRevealing) || session.form.isChecking
                    || session.form.nextCheckDeadline != nil ? Self.clockCheck : -1
            let ready = retryingOnInterrupt { poll(&watched, 2, Int32(timeout)) }
            if ready < 0 {
                throw TerminalError.cannotWaitForInput(code: errno)
            }
            if watched[1].revents != 0, let ending = handleSignals() {
                return ending
            }
            if watched[0].revents != 0 {
                var bytes = [UInt8](repeating: 0, count: 4096)
                let count = bytes.withUnsafeMutableBytes { Platform.read(terminal.input, into: $0) }
                if count == 0 || (count < 0 && errno != EAGAIN) {
                    return .endOfInput
                }
                if count > 0, let ending = handle(decoder.feed(bytes[..<count])) {
                    return ending
                }
            }
            if ready == 0, let ending = handle(decoder.flushPendingEscape()) {
                return ending
            }
            session.timePassed()
            try draw()
        }
    }

    private func handleSignals() -> Ending? {
        for signal in signals.received() {
            switch signal {
            case SIGINT:
                return .interrupted
            case SIGTERM, SIGHUP:
                return .signal(signal)
            case SIGTSTP:
                terminal.leave()
                signals.restoreDefault(SIGTSTP)
                raise(SIGTSTP)
                signals.install(SIGTSTP)
                terminal.enter()
                needsClear = true
            case SIGCONT:
                terminal.enter()
                needsClear = true
            default:
                needsClear = true
            }
        }
        return nil
    }

    private func handle(_ keys: [Key]) -> Ending? {
        for key in keys {
            if key == .interrupt {
                return .interrupted
            }
            if let event = event(for: key) {
                try? session.apply(event)
            }
        }
        return nil
    }

    private func event(for key: Key) -> FormEvent? {
        let field = session.form.focusedField
        switch key {
        case .text(let text): return field == nil ? nil : .type(text)
        case .paste(let text): return field == nil ? nil : .paste(text)
        case .backspace: return .backspace(1)
        case .delete: return .delete(1)
        case .tab, .down: return .next
        case .backTab, .up: return .previous
        case .enter: return .enter
        case .escape: return .clear
        case .left: return .left(1)
        case .right: return .right(1)
        case .home: return field.map { .left($0.cursor) }
        case .end: return field.map { .right($0.characterCount - $0.cursor) }
        case .interrupt: return nil
        }
    }

    /// Draws the frame; throws ``TerminalError/cannotDraw(code:)`` when the screen refuses it,
    /// which ends the form (the keyboard may be alive, but nobody can see what it types).
    private func draw() throws(TerminalError) {
        let size = terminal.size()
        let content = ScreenContent(
            heading: heading, descriptions: session.descriptions, appearances: session.appearances,
            lastSubmit: session.lastSubmit, log: log.lines)
        let frame = ScreenRenderer(columns: size.columns, rows: size.rows, words: words).render(content)
        try terminal.send((needsClear ? "\u{1B}[2J" : "") + frame.drawing(colors: colors))
        needsClear = false
    }
}
