import Synchronization
import ValidatorKit

/// A free list of ``MatchWorkspace``s, so that validating allocates nothing once warm and no
/// workspace is ever used by two matches at once.
///
/// Workspaces are made on demand, as many as there are simultaneous validations, and kept up
/// to ``maximumIdleCount``. One whose match hit a limit is dropped rather than kept, so that the
/// backtracking memory a pathological text made PCRE2 allocate is not held on to.
package final class MatchWorkspacePool: Sendable {
    /// The most idle workspaces kept for reuse.
    static let maximumIdleCount = 8

    private let limits: RegexLimits
    private let withJITStack: Bool
    private let groups: Int
    private let idle: Locked<[MatchWorkspace]>
    /// Two idle workspaces (retained) kept outside the lock: the common case takes and gives back
    /// with one atomic exchange each, and so do two threads matching at once (one slot left
    /// them taking turns at the lock). Whoever exchanges a pointer out owns that workspace alone;
    /// the release of `giveBack` and the acquire of `take` order the last match's writes to the
    /// workspace before the next one's reads.
    private let hotSlot = Atomic<UInt>(0)
    private let secondHotSlot = Atomic<UInt>(0)

    /// Creates an empty pool of workspaces enforcing `limits`, with JIT stacks when
    /// `withJITStack`, keeping the offsets of `groups` groups besides the whole match's.
    package init(limits: RegexLimits, withJITStack: Bool, groups: Int = 0) {
        self.limits = limits
        self.withJITStack = withJITStack
        self.groups = groups
        var workspaces: [MatchWorkspace] = []
        workspaces.reserveCapacity(Self.maximumIdleCount - 1)
        idle = Locked(workspaces)
    }

    /// An idle workspace, or a new one; `nil` when PCRE2 cannot allocate one.
    package func take() -> MatchWorkspace? {
        if let hot = Self.take(from: hotSlot) ?? Self.take(from: secondHotSlot) {
            return hot.takeRetainedValue()
        }
        if let workspace = idle.withLock({ $0.popLast() }) {
            return workspace
        }
        return MatchWorkspace(limits: limits, withJITStack: withJITStack, groups: groups)
    }

    /// Puts `workspace` back for reuse, unless the pool already keeps enough.
    package func giveBack(_ workspace: MatchWorkspace) {
        giveBack(Unmanaged.passRetained(workspace))
    }

    /// `body`'s answer with an idle workspace (or a new one), given back afterwards when
    /// `isReusable` says so of the answer; `nil` without calling `body` when PCRE2 cannot allocate
    /// a workspace.
    ///
    /// A workspace from a hot slot is lent to `body` as the slot's reference and goes back the
    /// same way: one atomic exchange out and one in, no reference count changed.
    @inline(__always)
    package func withWorkspace<Result>(
        _ body: (MatchWorkspace) -> Result, isReusable: (Result) -> Bool
    ) -> Result? {
        if let hot = Self.take(from: hotSlot) ?? Self.take(from: secondHotSlot) {
            let result = hot._withUnsafeGuaranteedRef(body)
            if isReusable(result) {
                giveBack(hot)
            } else {
                hot.release()
            }
            return result
        }
        guard let workspace = take() else { return nil }
        let result = body(workspace)
        if isReusable(result) {
            giveBack(workspace)
        }
        return result
    }

    /// Puts the `retained` workspace back for reuse, unless the pool already keeps enough.
    private func giveBack(_ retained: Unmanaged<MatchWorkspace>) {
        if Self.put(retained, in: hotSlot) || Self.put(retained, in: secondHotSlot) {
            return
        }
        let workspace = retained.takeRetainedValue()
        idle.withLock { workspaces in
            // The hot slots hold two of the idle workspaces kept.
            if workspaces.count < Self.maximumIdleCount - 2 {
                workspaces.append(workspace)
            }
        }
    }

    deinit {
        Self.take(from: hotSlot)?.release()
        Self.take(from: secondHotSlot)?.release()
    }

    /// The number of idle workspaces.
    var idleCount: Int {
        idle.withLock { $0.count } + (hotSlot.load(ordering: .acquiring) == 0 ? 0 : 1)
            + (secondHotSlot.load(ordering: .acquiring) == 0 ? 0 : 1)
    }

    /// The workspace `slot` holds (retained), taken out of it; `nil` when it holds none.
    private static func take(from slot: borrowing Atomic<UInt>) -> Unmanaged<MatchWorkspace>? {
        UnsafeRawPointer(bitPattern: slot.exchange(0, ordering: .acquiring)).map {
            Unmanaged<MatchWorkspace>.fromOpaque($0)
        }
    }

    /// Puts the `retained` workspace in `slot` if it holds none; whether it did.
    private static func put(_ retained: Unmanaged<MatchWorkspace>, in slot: borrowing Atomic<UInt>) -> Bool {
        slot.compareExchange(
            expected: 0, desired: UInt(bitPattern: retained.toOpaque()), ordering: .releasing
        ).exchanged
    }
}
