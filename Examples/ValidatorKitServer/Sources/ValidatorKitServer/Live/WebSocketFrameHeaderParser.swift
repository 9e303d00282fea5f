/// Finds the frames in the bytes a WebSocket client sends (RFC 6455 §5.2), reading each frame's
/// header and skipping its payload, across reads of any size.
struct WebSocketFrameHeaderParser {
    /// A frame's header.
    struct Frame {
        /// The opcode: `0` continuation, `1` text, `2` binary, `8` close, `9` ping, `10` pong.
        let opcode: UInt8
        /// Whether the frame ends its message.
        let isFinal: Bool
    }

    private enum State {
        case first
        case second(Frame)
        /// The extended payload length: how many of its bytes are still to come.
        case length(Frame, remaining: Int, isMasked: Bool)
        case mask(Frame, remaining: Int)
        case payload(remaining: UInt64)
    }

    private var state = State.first
    private var length: UInt64 = 0

    /// Reads `bytes`, the next ones of the connection, calling `found` with each frame whose
    /// header ends in them.
    mutating func parse(_ bytes: some Collection<UInt8>, found: (Frame) -> Void) {
        var index = bytes.startIndex
        while index != bytes.endIndex {
            switch state {
            case .payload(let remaining):
                let available = UInt64(bytes.distance(from: index, to: bytes.endIndex))
                let skipped = min(remaining, available)
                index = bytes.index(index, offsetBy: Int(skipped))
                state = skipped == remaining ? .first : .payload(remaining: remaining - skipped)
                continue
            case .first:
                let byte = bytes[index]
                state = .second(Frame(opcode: byte & 0x0F, isFinal: byte & 0x80 != 0))
            case .second(let frame):
                let byte = bytes[index]
                let isMasked = byte & 0x80 != 0
                let short = byte & 0x7F
                length = 0
                switch short {
                case 126: state = .length(frame, remaining: 2, isMasked: isMasked)
                case 127: state = .length(frame, remaining: 8, isMasked: isMasked)
                default:
                    length = UInt64(short)
                    state = isMasked ? .mask(frame, remaining: 4) : headerEnded(frame, found)
                }
            case .length(let frame, let remaining, let isMasked):
                length = length << 8 | UInt64(bytes[index])
                if remaining > 1 {
                    state = .length(frame, remaining: remaining - 1, isMasked: isMasked)
                } else {
                    state = isMasked ? .mask(frame, remaining: 4) : headerEnded(frame, found)
                }
            case .mask(let frame, let remaining):
                state = remaining > 1 ? .mask(frame, remaining: remaining - 1) : headerEnded(frame, found)
            }
            index = bytes.index(after: index)
        }
    }

    private func headerEnded(_ frame: Frame, _ found: (Frame) -> Void) -> State {
        found(frame)
        return length == 0 ? .first : .payload(remaining: length)
    }
}
