public import ValidatorKit

/// A simulation, not a service: a fixed set of taken usernames standing in for the server an app
/// would ask. It answers after `delay` on the fields' clock, so a form shows a check running, a
/// replay gets each answer at an exact virtual moment, and a record's check at submission waits
/// as it would for a real directory. The tool's default form and `validator-server
/// --demo-directory` use it.
public struct SimulatedUsernameDirectory: Sendable {
    /// The names taken in the examples: `admin`, `alice`, `bob`, `root` and `support`.
    public static let exampleTakenNames: Set<String> = ["admin", "alice", "bob", "root", "support"]

    /// The usernames taken, lower case.
    public let takenNames: Set<String>
    /// How long an answer takes.
    public let delay: Duration
    /// The clock the delay passes on.
    public let clock: any FieldClock

    /// A directory of `takenNames` answering after `delay` on `clock`.
    public init(takenNames: Set<String> = exampleTakenNames, delay: Duration = .milliseconds(800), clock: any FieldClock) {
        self.takenNames = takenNames
        self.delay = delay
        self.clock = clock
    }

    /// Whether `name` is free, whatever its case; throws `CancellationError` when the task is
    /// cancelled before the answer.
    public func isAvailable(_ name: String) async throws -> Bool {
        try await clock.sleep(until: clock.now() + delay)
        return !takenNames.contains(name.lowercased())
    }
}
