/// One of zxcvbn's keyboard adjacency graphs: for each key, its neighbours in a fixed order of
/// directions, each the characters on that key (unshifted, then shifted), none where the
/// direction has no key.
struct KeyboardGraph: Sendable {
    /// zxcvbn's graphs, in its order.
    enum Layout: String, CaseIterable, Sendable {
        case qwerty, dvorak, keypad
        case macKeypad = "mac_keypad"

        /// Whether the layout has shifted keys (the keyboards do, the keypads do not).
        var hasShift: Bool { self == .qwerty || self == .dvorak }
    }

    /// Which graph this is.
    let layout: Layout
    /// Each key's neighbours, one entry per direction (empty where there is no key).
    let neighbours: [Unicode.Scalar: [[Unicode.Scalar]]]

    /// The average number of neighbours a key has (zxcvbn's `calc_average_degree`), worked out
    /// once: every estimate reads it.
    let averageDegree: Double

    /// The graph of `layout` with `neighbours`.
    init(layout: Layout, neighbours: [Unicode.Scalar: [[Unicode.Scalar]]]) {
        self.layout = layout
        self.neighbours = neighbours
        let total = neighbours.values.reduce(0) { sum, directions in sum + directions.count { !$0.isEmpty } }
        averageDegree = Double(total) / Double(neighbours.count)
    }

    /// The number of keys: where a keyboard pattern may start.
    var startingPositions: Int { neighbours.count }
}
