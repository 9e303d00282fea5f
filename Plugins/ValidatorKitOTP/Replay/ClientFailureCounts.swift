/// The wrong codes each client tried for each account at the account's latest time step (or
/// expected counter), for at most `capacity` pairs of client and account: when full, the pair
/// counted first is forgotten for the new one, so the memory stays bounded whatever number of
/// clients a host names.
///
/// Clients are held as SHA-256 digests of their keys (``OneTimePasswordClient/storedForm(of:)``),
/// so a long key costs no more than a short one and no address is kept.
struct ClientFailureCounts: Sendable {
    /// One client trying codes of one account.
    struct Pair: Hashable, Sendable {
        let client: String
        let account: String
    }

    /// The most pairs remembered.
    let capacity: Int
    private var counts: [Pair: (anchor: UInt64, count: Int)] = [:]
    /// The pairs in the order they were first counted, a ring once full.
    private var order: [Pair] = []
    /// Where the ring's oldest pair is, once it is full.
    private var oldest = 0

    init(capacity: Int) {
        self.capacity = max(1, capacity)
    }

    /// The pair of `client` and `account`.
    static func pair(client: String, account: String) -> Pair {
        Pair(client: OneTimePasswordClient.storedForm(of: client), account: account)
    }

    /// How many wrong codes `pair` tried at `anchor`.
    func count(of pair: Pair, at anchor: UInt64) -> Int {
        guard let counted = counts[pair], counted.anchor == anchor else { return 0 }
        return counted.count
    }

    /// Counts a wrong code of `pair` at `anchor`, forgetting its count at an earlier anchor.
    mutating func add(_ pair: Pair, at anchor: UInt64) {
        if let counted = counts[pair] {
            counts[pair] = (anchor, counted.anchor == anchor ? counted.count + 1 : 1)
            return
        }
        if order.count < capacity {
            order.append(pair)
        } else {
            counts[order[oldest]] = nil
            order[oldest] = pair
            oldest = (oldest + 1) % capacity
        }
        counts[pair] = (anchor, 1)
    }

    /// How many pairs are remembered.
    var pairCount: Int { counts.count }
}
