/// Why a message from the page could not be applied: what was wrong and where. The socket sends
/// it as `{"event":"error","code":…,"message":…}` and the session goes on.
///
/// A message never quotes what was typed: it names the message's member, the byte where the JSON
/// broke, or the field.
public struct LiveMessageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// A stable code: `live.json`, `live.binary`, `live.event`, `live.member` or `live.refused`.
    public let code: String
    /// What was wrong and what would be right, in English.
    public let message: String

    /// An error with `code` and `message`.
    public init(code: String, message: String) {
        self.code = code
        self.message = message
    }

    /// The message was not one JSON object; `problem` says where it broke.
    static func json(_ problem: String) -> LiveMessageError {
        LiveMessageError(code: "live.json", message: "A message is one JSON object: \(problem)")
    }

    /// The message was binary.
    static let binary = LiveMessageError(code: "live.binary", message: "A message is text holding one JSON object, not binary")

    /// `event` was missing or named no event.
    static func event(_ given: String?) -> LiveMessageError {
        let expected = LiveClientMessage.events.joined(separator: ", ")
        guard let given else {
            return LiveMessageError(code: "live.event", message: "A message needs \"event\", a string: one of \(expected)")
        }
        return LiveMessageError(code: "live.event", message: "Unknown event '\(given.prefix(40))'; expected one of \(expected)")
    }

    /// The member `member` of an `event` message was missing or not what it should be.
    static func member(_ member: String, of event: String, expected: String) -> LiveMessageError {
        LiveMessageError(code: "live.member", message: "'\(event)' needs \"\(member)\", \(expected)")
    }

    /// The session refused the event as the form stands (``FormEventError``).
    static func refused(_ description: String) -> LiveMessageError {
        LiveMessageError(code: "live.refused", message: description)
    }

    /// `code: message`.
    public var description: String {
        "\(code): \(message)"
    }
}
