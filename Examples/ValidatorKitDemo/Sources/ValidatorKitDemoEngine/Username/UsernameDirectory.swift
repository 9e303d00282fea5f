public import ValidatorKit

/// The demo's stand-in for a server that knows which usernames are taken: it answers after
/// `delay` on the fields' clock, so the interactive form shows a check running and a replay
/// gets each answer at an exact virtual moment.
public struct UsernameDirectory: Sendable {
    /// The usernames taken, lower case.
    public static let demoTakenNames: Set<String> = ["admin", "alice", "bob", "root", "support"]

    /// The usernames taken, lower case.
    public let takenNames: Set<String>
    /// How long an answer takes.
    public let delay: Duration
    /// The clock the delay passes on.
    public let clock: any FieldClock

    /// A directory of `takenNames` answering after `delay` on `clock`.
    public init(takenNames: Set<String> = demoTakenNames, delay: Duration = .milliseconds(800), clock: any FieldClock) {
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
