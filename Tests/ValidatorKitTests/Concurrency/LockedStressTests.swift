import Testing
import ValidatorKit

/// `Locked`, the one lock of the package, under contention: no update is lost, and a body that
/// throws still unlocks. Run under ThreadSanitizer in the `sdk` phase of `scripts/test`, with nothing of ours
/// suppressed.
@Suite struct LockedStressTests {
    /// Eight tasks each add one 20,000 times; a read-modify-write done outside the lock would
    /// lose some of the 160,000.
    @Test func eightTasksIncrementingLoseNoUpdate() async {
        let counter = Locked(0)
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<20_000 {
                        counter.withLock { $0 += 1 }
                    }
                }
            }
        }
        #expect(counter.withLock { $0 } == 160_000)
    }

    /// Eight tasks append their own numbers; every number is there once, each task's in order.
    @Test func eightTasksAppendingKeepEveryElement() async {
        let log = Locked<[Int]>([])
        await withTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for index in 0..<2_000 {
                        log.withLock { $0.append(task * 10_000 + index) }
                    }
                }
            }
        }
        let appended = log.withLock { $0 }
        #expect(appended.count == 16_000)
        var everyNumber: [Int] = []
        for task in 0..<8 {
            everyNumber += (0..<2_000).map { (index: Int) -> Int in task * 10_000 + index }
        }
        #expect(appended.sorted() == everyNumber)
        for task in 0..<8 {
            let own = appended.filter { $0 / 10_000 == task }
            #expect(own == own.sorted())
        }
    }

    private struct Refusal: Error, Equatable {}

    /// A body that throws leaves the lock free (a second `withLock` would otherwise wait
    /// forever) and the value as the body left it.
    @Test func aThrowingBodyUnlocks() {
        let value = Locked(1)
        #expect(throws: Refusal()) {
            try value.withLock { (number: inout Int) throws(Refusal) in
                number = 2
                throw Refusal()
            }
        }
        #expect(value.withLock { $0 } == 2)
    }
}
