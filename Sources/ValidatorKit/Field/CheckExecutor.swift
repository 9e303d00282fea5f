import Foundation

/// The thread every asynchronous check runs on (``AsyncValidator/check(_:)``), apart from the
/// shared pool of Swift's concurrency.
///
/// A host may wait for checks without awaiting: `validator replay`, or a test, holds its
/// own thread in ``ManualFieldClock/advance(by:updating:afterEachStop:)`` until the checks have
/// answered or fallen asleep. Were the checks on the shared pool, whose threads are as many as
/// the cores, a few such waits at once could leave no thread to run them.
///
/// A check's child tasks run here too. A validator that starts a task of its own for a check
/// (one not cancelled with it, say) gives it the same preference:
///
/// ```swift
/// let answer = Task(executorPreference: CheckExecutor.shared) { try await server.ask(text) }
/// ```
public final class CheckExecutor: TaskExecutor, @unchecked Sendable {
    // @unchecked Sendable: `jobs` is read and written only with `condition` locked.

    /// The one executor of the process; its thread starts with the first check.
    public static let shared = CheckExecutor()

    private let condition = NSCondition()
    private var jobs: [UnownedJob] = []

    private init() {
        let thread = Thread { [unowned self] in
            self.runJobs()
        }
        thread.name = "ValidatorKit checks"
        thread.start()
    }

    /// Queues `job` for the thread.
    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        condition.lock()
        jobs.append(job)
        condition.signal()
        condition.unlock()
    }

    private func runJobs() {
        while true {
            condition.lock()
            while jobs.isEmpty {
                condition.wait()
            }
            let job = jobs.removeFirst()
            condition.unlock()
            job.runSynchronously(on: asUnownedTaskExecutor())
        }
    }
}
