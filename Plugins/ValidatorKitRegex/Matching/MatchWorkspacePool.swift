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
            return hot
        }
        if let workspace = idle.withLock({ $0.popLast() }) {
            return workspace
        }
        return MatchWorkspace(limits: limits, withJITStack: withJITStack, groups: groups)
    }

    /// Puts `workspace` back for reuse, unless the pool already keeps enough.
    package func giveBack(_ workspace: MatchWorkspace) {
        let retained = Unmanaged.passRetained(workspace).toOpaque()
        if Self.put(retained, in: hotSlot) || Self.put(retained, in: secondHotSlot) {
            return
        }
        Unmanaged<MatchWorkspace>.fromOpaque(retained).release()
        idle.withLock { workspaces in
            // The hot slots hold two of the idle workspaces kept.
            if workspaces.count < Self.maximumIdleCount - 2 {
                workspaces.append(workspace)
            }
        }
    }

    deinit {
        _ = Self.take(from: hotSlot)
        _ = Self.take(from: secondHotSlot)
    }

    /// The number of idle workspaces.
    var idleCount: Int {
        idle.withLock { $0.count } + (hotSlot.load(ordering: .acquiring) == 0 ? 0 : 1)
            + (secondHotSlot.load(ordering: .acquiring) == 0 ? 0 : 1)
    }

    /// The workspace `slot` holds, taken out of it; `nil` when it holds none.
    private static func take(from slot: borrowing Atomic<UInt>) -> MatchWorkspace? {
        UnsafeRawPointer(bitPattern: slot.exchange(0, ordering: .acquiring)).map {
            Unmanaged<MatchWorkspace>.fromOpaque($0).takeRetainedValue()
        }
    }

    /// Puts the `retained` workspace in `slot` if it holds none; whether it did.
    private static func put(_ retained: UnsafeMutableRawPointer, in slot: borrowing Atomic<UInt>) -> Bool {
        slot.compareExchange(expected: 0, desired: UInt(bitPattern: retained), ordering: .releasing).exchanged
    }
}
