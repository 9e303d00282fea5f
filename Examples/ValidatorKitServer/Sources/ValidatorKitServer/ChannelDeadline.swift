import NIOCore

/// A connection's close, scheduled on its event loop for later: restarted or cancelled by the
/// handler that owns it (``RequestReadTimeoutHandler``, ``FirstRequestHeadHandler``).
struct ChannelDeadline {
    private var scheduled: Scheduled<Void>?

    /// Schedules the close of `context`'s connection `timeout` from now, in place of any
    /// scheduled before.
    mutating func restart(_ context: ChannelHandlerContext, after timeout: TimeAmount) {
        scheduled?.cancel()
        let boundContext = NIOLoopBound(context, eventLoop: context.eventLoop)
        scheduled = context.eventLoop.scheduleTask(in: timeout) {
            boundContext.value.close(promise: nil)
        }
    }

    /// Cancels the scheduled close, if any.
    mutating func cancel() {
        scheduled?.cancel()
        scheduled = nil
    }
}
