/// What one call of a ``LiveFormConnection`` made for the page, in order, and whom to tell once
/// it is written (nil when nobody waits: a check's answer).
struct LiveOutputBatch: Sendable {
    /// The messages, each one text frame.
    let texts: [String]
    /// Resumed once every message is written (or the socket is gone).
    let written: CheckedContinuation<Void, Never>?
}
