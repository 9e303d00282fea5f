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
    /// One idle workspace (retained) kept outside the lock: the common, uncontended case takes and
    /// gives back with one atomic exchange each. Whoever exchanges the pointer out owns that
    /// workspace alone; the release of `giveBack` and the acquire of `take` order the last match's
    /// writes to the workspace before the next one's reads.
    private let hotSlot = Atomic<UInt>(0)

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
        if let hot = UnsafeRawPointer(bitPattern: hotSlot.exchange(0, ordering: .acquiring)) {
            return Unmanaged<MatchWorkspace>.fromOpaque(hot).takeRetainedValue()
        }
        if let workspace = idle.withLock({ $0.popLast() }) {
            return workspace
        }
        return MatchWorkspace(limits: limits, withJITStack: withJITStack, groups: groups)
    }

    /// Puts `workspace` back for reuse, unless the pool already keeps enough.
    package func giveBack(_ workspace: MatchWorkspace) {
        let retained = Unmanaged.passRetained(workspace).toOpaque()
        if hotSlot.compareExchange(expected: 0, desired: UInt(bitPattern: retained), ordering: .releasing).exchanged {
            return
        }
        Unmanaged<MatchWorkspace>.fromOpaque(retained).release()
        idle.withLock { workspaces in
            // The hot slot holds one of the idle workspaces kept.
            if workspaces.count < Self.maximumIdleCount - 1 {
                workspaces.append(workspace)
            }
        }
    }

    deinit {
        if let hot = UnsafeRawPointer(bitPattern: hotSlot.exchange(0, ordering: .acquiring)) {
            Unmanaged<MatchWorkspace>.fromOpaque(hot).release()
        }
    }

    /// The number of idle workspaces.
    var idleCount: Int {
        idle.withLock { $0.count } + (hotSlot.load(ordering: .acquiring) == 0 ? 0 : 1)
    }
}
