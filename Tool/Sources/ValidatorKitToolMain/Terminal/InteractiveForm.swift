#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import ValidatorKit
import ValidatorKitBatch
import ValidatorKitSession
import ValidatorKitTool

/// The full-screen front end: keys in through a ``TerminalInput``, events into the
/// ``FormSession``, a frame out after every change.
///
/// It lives on the main actor, and so does the form: the loop of ``run()`` awaits the input's
/// events, and between them the task of ``Form/runChecks()`` moves the asynchronous checks on;
/// a check's start or answer reaches the screen as a record of the session, which asks for a
/// frame. Every terminal change (raw mode, alternate screen, bracketed paste, the cursor) is made
/// and undone here, on every way out: Ctrl-C, SIGTERM, SIGHUP, the end of input, a thrown error
/// (a screen that can no longer be drawn on among them), and around Ctrl-Z.
@MainActor
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

    /// What wakes the loop.
    private enum WakeUp: Sendable {
        /// The terminal's input or a signal.
        case input(TerminalInput.Event)
        /// Something changed without input: a check started or answered, a reveal ended.
        case changed
    }

    private let terminal: TerminalScreen
    private let signals: SignalNotifier
    private let session: FormSession
    private let log: CallbackLog
    private let heading: String
    private let colors: Bool
    private let words: ScreenWords
    private let wakeUps: AsyncStream<WakeUp>
    private let wakeUpContinuation: AsyncStream<WakeUp>.Continuation
    private var needsClear = true

    init(
        prepared: PreparedForm, heading: String, words: ScreenWords, colors: Bool, terminal: TerminalScreen
    ) throws(TerminalError) {
        let log = CallbackLog()
        let (wakeUps, wakeUpContinuation) = AsyncStream<WakeUp>.makeStream()
        self.log = log
        self.terminal = terminal
        self.heading = heading
        self.words = words
        self.colors = colors
        self.wakeUps = wakeUps
        self.wakeUpContinuation = wakeUpContinuation
        signals = try SignalNotifier()
        session = FormSession(prepared) { record in
            log.add(record)
            switch record {
            case .checkingChanged, .validityChanged:
                wakeUpContinuation.yield(.changed)
            default:
                break
            }
        }
    }

    /// Runs the form until it is quit; the terminal is back as it was found when this returns.
    func run() async throws -> Ending {
        terminal.enter()
        defer { terminal.leave() }
        if let first = session.form.fields.first {
            try session.apply(.focus(first.identifier))
        }
        try draw()
        let continuation = wakeUpContinuation
        let input = try TerminalInput(input: terminal.input, signals: signals.descriptor) { continuation.yield(.input($0)) }
        defer { input.stop() }
        let checks = Task { [session] in try await session.form.runChecks() }
        defer { checks.cancel() }
        for await wakeUp in wakeUps {
            switch wakeUp {
            case .input(.keys(let keys)):
                if let ending = handle(keys) {
                    return ending
                }
                wakeAfterReveal()
            case .input(.signals(let received)):
                if let ending = handleSignals(received) {
                    return ending
                }
            case .input(.endOfInput):
                return .endOfInput
            case .input(.failure(let code)):
                throw TerminalError.cannotWaitForInput(code: code)
            case .changed:
                break
            }
            session.timePassed()
            try draw()
        }
        return .endOfInput
    }

    /// Asks for a frame when a secure field's reveal of its last typed character ends.
    private func wakeAfterReveal() {
        let revealing = session.form.fields.filter(\.isRevealingCharacter)
        guard let duration = revealing.map(\.revealDuration).max() else { return }
        let continuation = wakeUpContinuation
        Task {
            try await Task.sleep(for: duration)
            continuation.yield(.changed)
        }
    }

    private func handleSignals(_ received: [Int32]) -> Ending? {
        for signal in received {
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
        let choosing = field.map { !$0.choices.isEmpty } ?? false
        switch key {
        case .text(" ") where choosing: return .cycleChoice(1)
        case .left where choosing: return .cycleChoice(-1)
        case .right where choosing: return .cycleChoice(1)
        case .controlN: return .addItem(list: nil)
        case .controlD: return .removeItem
        // Ctrl-Z suspends the program (SIGTSTP), so undo and redo are nano's Alt-U and Alt-E,
        // and readline's Ctrl-_ undoes too.
        case .alt("u"), .alt("U"), .controlUnderscore: return field == nil ? nil : .undo
        case .alt("e"), .alt("E"): return field == nil ? nil : .redo
        case .controlR: return field == nil ? nil : .reset
        case .alt: return nil
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
