/// Ranked word lists as one trie, walked a character at a time: how the dictionary matchers find
/// every listed word starting at a position without building a string per substring.
///
/// Each node may end a word of several lists; its ranks (1 for a list's most frequent word, 0
/// where the list lacks the word) are stored in a flat array, `listCount` per word.
struct RankedWordTrie: Sendable {
    /// A node of the trie; the root is ``root``.
    struct Node: Hashable, Sendable {
        fileprivate let index: Int32
    }

    /// The node before any character.
    static let root = Node(index: 0)

    /// How many lists the ranks are of.
    let listCount: Int
    /// The longest word, in code points: no walk goes further.
    private(set) var longestWord = 0
    /// Children in an open-addressing table (linear probing, at most half full): the key
    /// `(parent << 21 | code point) + 1` (0: an empty slot) and the child. A multiplicative hash
    /// instead of `Dictionary`'s seeded SipHash: the trie is walked at every position of every
    /// password judged.
    private var childKeys = [UInt64](repeating: 0, count: 1 << 10)
    private var childNodes = [Int32](repeating: 0, count: 1 << 10)
    private var childCount = 0
    /// Where each node's ranks start in `ranks`, or -1 for a node that ends no word.
    private var rankOffsets: [Int32] = [-1]
    /// `listCount` ranks per word-ending node.
    private var ranks: [Int32] = []

    /// An empty trie of `listCount` lists.
    init(listCount: Int) {
        self.listCount = listCount
    }

    /// Gives `word` the rank `rank` in the list `list`, replacing a rank it had there (zxcvbn's
    /// ranked dictionaries keep a repeated word's last rank).
    mutating func insert<Word: Sequence<Unicode.Scalar>>(_ word: Word, list: Int, rank: Int) {
        var node: Int32 = 0
        var length = 0
        for scalar in word {
            let key = UInt64(node) << 21 | UInt64(scalar.value)
            if let child = lookUp(key) {
                node = child
            } else {
                let child = Int32(rankOffsets.count)
                rankOffsets.append(-1)
                add(key, child)
                node = child
            }
            length += 1
        }
        guard length > 0 else { return }
        longestWord = max(longestWord, length)
        if rankOffsets[Int(node)] < 0 {
            rankOffsets[Int(node)] = Int32(ranks.count)
            ranks.append(contentsOf: repeatElement(0, count: listCount))
        }
        ranks[Int(rankOffsets[Int(node)]) + list] = Int32(rank)
    }

    /// The node reached from `node` by `scalar`, or nil when no word continues that way.
    func child(of node: Node, _ scalar: Unicode.Scalar) -> Node? {
        lookUp(UInt64(node.index) << 21 | UInt64(scalar.value)).map(Node.init(index:))
    }

    /// The slot where `key` is or would go.
    private func slot(of key: UInt64, in keys: [UInt64]) -> Int {
        let mask = keys.count - 1
        var slot = Int(truncatingIfNeeded: ((key + 1) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
        while keys[slot] != 0 && keys[slot] != key + 1 {
            slot = (slot + 1) & mask
        }
        return slot
    }

    /// The child under `key`, if any.
    private func lookUp(_ key: UInt64) -> Int32? {
        let slot = slot(of: key, in: childKeys)
        return childKeys[slot] == 0 ? nil : childNodes[slot]
    }

    /// Adds the child `node` under `key` (absent), doubling the table past half full.
    private mutating func add(_ key: UInt64, _ node: Int32) {
        if (childCount + 1) * 2 > childKeys.count {
            let (oldKeys, oldNodes) = (childKeys, childNodes)
            childKeys = [UInt64](repeating: 0, count: oldKeys.count * 2)
            childNodes = [Int32](repeating: 0, count: oldKeys.count * 2)
            for (storedKey, storedNode) in zip(oldKeys, oldNodes) where storedKey != 0 {
                let slot = slot(of: storedKey - 1, in: childKeys)
                childKeys[slot] = storedKey
                childNodes[slot] = storedNode
            }
        }
        let slot = slot(of: key, in: childKeys)
        childKeys[slot] = key + 1
        childNodes[slot] = node
        childCount += 1
    }

    /// The rank of the word ending at `node` in `list`, or nil when that list lacks it.
    func rank(at node: Node, list: Int) -> Int? {
        let offset = rankOffsets[Int(node.index)]
        guard offset >= 0 else { return nil }
        let rank = ranks[Int(offset) + list]
        return rank > 0 ? Int(rank) : nil
    }

    /// Whether a word of any list ends at `node`.
    func endsWord(_ node: Node) -> Bool {
        rankOffsets[Int(node.index)] >= 0
    }
}
