import Foundation
import Testing

/// A tmux server of its own, with one window running a command, driven like a person at a
/// terminal: keys in, screen contents out.
final class TmuxSession {
    /// The tmux executable on the `PATH`, if there is one.
    static let executable: URL? = {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("tmux") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    private let tmux: URL
    /// The server's socket, of its own so that no other tmux is touched; removed at the end.
    private let socket = FileManager.default.temporaryDirectory
        .appendingPathComponent("validator-tmux-\(UUID().uuidString.prefix(8)).socket").path

    /// Starts a server and a 100×30 window running `command` through `/bin/sh -c`.
    init(command: String, columns: Int = 100, rows: Int = 30) throws {
        tmux = try #require(Self.executable, "tmux is not installed: apt-get install tmux")
        try run(["new-session", "-d", "-x", String(columns), "-y", String(rows), command], readingOutput: false)
    }

    deinit {
        _ = try? run(["kill-server"], readingOutput: false)
        try? FileManager.default.removeItem(atPath: socket)
    }

    /// Sends keys by tmux name (`Tab`, `Enter`, `C-c`) or literally with `literal`, to the
    /// current window or to the window numbered `window`.
    func send(_ keys: String..., literal: Bool = false, window: Int? = nil) throws {
        try run(["send-keys"] + target(window) + (literal ? ["-l"] : []) + keys)
    }

    /// The visible screen of the current window (or of `window`), one string per row; with
    /// `escapes`, the text's colours and attributes as SGR escape sequences too.
    func screen(window: Int? = nil, escapes: Bool = false) throws -> String {
        try run(["capture-pane", "-p"] + (escapes ? ["-e"] : []) + target(window))
    }

    /// Opens another window, which becomes the current one, running `command`; the first window
    /// is 0, the next 1.
    func openWindow(command: String) throws {
        try run(["new-window", command], readingOutput: false)
    }

    /// Closes the window numbered `window`: its terminal hangs up, as when a terminal emulator
    /// is closed.
    func closeWindow(_ window: Int) throws {
        try run(["kill-window", "-t", ":\(window)"])
    }

    /// Resizes the current window to `columns`×`rows`, as when a person drags the terminal's
    /// corner: the program in it gets SIGWINCH.
    func resize(columns: Int, rows: Int) throws {
        try run(["resize-window", "-x", String(columns), "-y", String(rows)])
    }

    private func target(_ window: Int?) -> [String] {
        window.map { ["-t", ":\($0)"] } ?? []
    }

    /// The process id of the window's first process.
    func panePID() throws -> Int32 {
        try #require(Int32(run(["display-message", "-p", "#{pane_pid}"]).trimmingCharacters(in: .whitespacesAndNewlines)))
    }

    /// The screen never showed what a test waited for.
    struct ScreenTimeout: Error, CustomStringConvertible {
        let description: String
    }

    /// Waits (up to `seconds`, polling) until the screen satisfies `condition`, and returns it;
    /// throws ``ScreenTimeout`` with the last screen when it never does. Nothing is timed: the
    /// limit only keeps a broken demo from hanging the suite.
    @discardableResult
    func waitForScreen(_ description: String, seconds: Double = 15, until condition: (String) -> Bool) throws -> String {
        let deadline = Date().addingTimeInterval(seconds)
        var last = ""
        while Date() < deadline {
            last = try screen()
            if condition(last) { return last }
            Thread.sleep(forTimeInterval: 0.1)
        }
        // What the window runs, so a timeout says whether the program started, ended or hangs.
        let panes = (try? run(["list-panes", "-a", "-F", "pane #{pane_index}: dead #{pane_dead}, status #{pane_dead_status}, running #{pane_current_command}"])) ?? "no answer from tmux"
        throw ScreenTimeout(description: "the screen never showed \(description):\n\(last)\n\(panes)")
    }

    /// Runs a tmux command on this server and returns what it printed.
    ///
    /// Spawned directly and reaped with `waitpid` rather than through `Process`, which waits
    /// forever for a tmux client whose server lives on. The child gets an empty signal mask and
    /// default dispositions, so the demo in the window sees Ctrl-C and Ctrl-Z as a person's
    /// terminal would, whatever the test runner blocks. A command that may start the server does
    /// not read its output: the server would inherit the pipe.
    @discardableResult
    private func run(_ arguments: [String], readingOutput: Bool = true) throws -> String {
        var ends: [Int32] = [-1, -1]
        if readingOutput {
            guard pipe(&ends) == 0 else { throw SpawnError(description: "pipe failed: errno \(errno)") }
        }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if readingOutput {
            posix_spawn_file_actions_adddup2(&actions, ends[1], 1)
            posix_spawn_file_actions_addclose(&actions, ends[0])
            posix_spawn_file_actions_addclose(&actions, ends[1])
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)

        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t()
        sigemptyset(&noSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        var defaults = sigset_t()
        sigemptyset(&defaults)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGTSTP, SIGPIPE, SIGCHLD] {
            sigaddset(&defaults, signal)
        }
        posix_spawnattr_setsigdefault(&attributes, &defaults)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))

        let argv = [tmux.path, "-S", socket, "-f", "/dev/null"] + arguments
        var cArguments = argv.map { strdup($0) } + [nil]
        defer { cArguments.forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, tmux.path, &actions, &attributes, &cArguments, environ)
        if readingOutput { close(ends[1]) }
        guard spawned == 0 else {
            if readingOutput { close(ends[0]) }
            throw SpawnError(description: "tmux could not be started: error \(spawned)")
        }
        var output: [UInt8] = []
        if readingOutput {
            var block = [UInt8](repeating: 0, count: 4096)
            while true {
                let count = block.withUnsafeMutableBytes { read(ends[0], $0.baseAddress, $0.count) }
                if count > 0 {
                    output += block[..<count]
                } else if count < 0 && errno == EINTR {
                    continue
                } else {
                    break
                }
            }
            close(ends[0])
        }
        var status: Int32 = 0
        while waitpid(child, &status, 0) < 0 && errno == EINTR {}
        return String(decoding: output, as: UTF8.self)
    }

    /// tmux could not be run.
    struct SpawnError: Error, CustomStringConvertible {
        let description: String
    }
}
