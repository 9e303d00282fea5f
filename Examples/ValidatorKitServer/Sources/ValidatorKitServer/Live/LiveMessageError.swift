/// Why a message from the page could not be applied: what was wrong and where. The socket sends
/// it as `{"event":"error","code":…,"message":…}` and the session goes on.
///
/// A message never quotes what was typed: it names the message's member, the byte where the JSON
/// broke, or the field.
struct LiveMessageError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of mistake: the `code` of the `error` message. These are codes of the socket's
    /// protocol, not failure codes of a value.
    enum Code: String, Sendable {
        /// The message was not one JSON object.
        case json = "live.json"
        /// The message was binary.
        case binary = "live.binary"
        /// `event` was missing or named no event.
        case event = "live.event"
        /// A member the event needs was missing or not what it should be.
        case member = "live.member"
        /// The form refused the event as it stands.
        case refused = "live.refused"
        /// The edit would make the field's text longer than its validators accept.
        case tooLong = "live.too_long"
    }

    /// What kind of mistake.
    let code: Code
    /// What was wrong and what would be right, in English.
    let message: String

    /// The message was not one JSON object; `problem` says where it broke.
    static func json(_ problem: String) -> LiveMessageError {
        LiveMessageError(code: .json, message: "A message is one JSON object: \(problem)")
    }

    /// The message was binary.
    static let binary = LiveMessageError(code: .binary, message: "A message is text holding one JSON object, not binary")

    /// `event` was missing or named no event.
    static func event(_ given: String?) -> LiveMessageError {
        let expected = LiveClientMessage.events.joined(separator: ", ")
        guard let given else {
            return LiveMessageError(code: .event, message: "A message needs \"event\", a string: one of \(expected)")
        }
        return LiveMessageError(code: .event, message: "Unknown event '\(given.prefix(40))'; expected one of \(expected)")
    }

    /// The member `member` of an `event` message was missing or not what it should be.
    static func member(_ member: String, of event: String, expected: String) -> LiveMessageError {
        LiveMessageError(code: .member, message: "'\(event)' needs \"\(member)\", \(expected)")
    }

    /// The session refused the event as the form stands (``FormEventError``).
    static func refused(_ description: String) -> LiveMessageError {
        LiveMessageError(code: .refused, message: description)
    }

    /// An edit of `adding` characters would take `field`'s text past `limit`, the most it takes.
    static func tooLong(field: String, limit: Int, adding: Int) -> LiveMessageError {
        LiveMessageError(
            code: .tooLong,
            message: "'\(field.prefix(80))' takes at most \(limit) characters; an edit adding \(adding) is refused")
    }

    /// `code: message`.
    var description: String {
        "\(code.rawValue): \(message)"
    }
}
