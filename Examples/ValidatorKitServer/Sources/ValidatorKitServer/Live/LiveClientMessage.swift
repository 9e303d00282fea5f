import ValidatorKit
import ValidatorKitBatch
import ValidatorKitSession

/// One message from the live page: an event of the demo engine's ``FormEvent``, a caret
/// move, which the connection turns into cursor moves (``FormEvent/left(_:)`` and
/// ``FormEvent/right(_:)``), or a selection cut or deleted, which it turns into
/// ``FormEvent/cut(_:)`` of the typed characters the selection shows.
///
/// ```json
/// {"event": "focus", "field": "card"}
/// {"event": "type", "text": "3782"}
/// {"event": "caret", "position": 4}
/// {"event": "cut", "start": 11, "end": 14}
/// {"event": "undo"}
/// {"event": "choose", "value": "bank"}
/// ```
enum LiveClientMessage: Equatable {
    /// An event the session applies as it is.
    case event(FormEvent)
    /// Put the caret after this many characters of the focused field's displayed text.
    case caret(Int)
    /// Take out the characters of the focused field's displayed text in this range (a
    /// selection): with Cut when `isCut`, else with Backspace, Delete or typing over it.
    case selection(Range<Int>, isCut: Bool)

    /// The events a message may name, as the error lists them.
    static let events = [
        "focus", "type", "paste", "backspace", "delete", "cut", "deleteSelection", "caret", "leave", "next", "previous",
        "submit", "undo", "redo", "reset", "addItem", "removeItem", "cycleChoice", "choose",
    ]

    /// The longest count of a `backspace` or `delete`, the farthest `cycleChoice`, and the end of
    /// a selection: more than a field of a 4 KiB message can hold.
    static let largestCount = 4096

    /// Reads one text message.
    static func parse(_ text: String) throws(LiveMessageError) -> LiveClientMessage {
        let members: [String: JSONValue]
        do throws(JSONRecordError) {
            members = try JSONValue.record(from: Array(text.utf8))
        } catch {
            throw .json(error.description)
        }
        guard case .string(let event)? = members["event"] else {
            throw .event(nil)
        }
        switch event {
        case "focus":
            return .event(.focus(try string("field", of: members, event: event)))
        case "type":
            return .event(.type(try string("text", of: members, event: event)))
        case "paste":
            return .event(.paste(try string("text", of: members, event: event)))
        case "backspace":
            return .event(.backspace(try count("count", of: members, event: event, range: 1...largestCount)))
        case "delete":
            return .event(.delete(try count("count", of: members, event: event, range: 1...largestCount)))
        case "cut", "deleteSelection":
            let start = try count("start", of: members, event: event, range: 0...largestCount - 1, defaultValue: nil)
            let end = try count("end", of: members, event: event, range: start + 1...largestCount, defaultValue: nil)
            return .selection(start..<end, isCut: event == "cut")
        case "caret":
            return .caret(try count("position", of: members, event: event, range: 0...largestCount, defaultValue: nil))
        case "cycleChoice":
            let by = try count("by", of: members, event: event, range: -largestCount...largestCount)
            return .event(.cycleChoice(by))
        case "choose":
            return .event(.choose(try string("value", of: members, event: event)))
        case "leave": return .event(.leave)
        case "next": return .event(.next)
        case "previous": return .event(.previous)
        case "submit": return .event(.submit)
        case "undo": return .event(.undo)
        case "redo": return .event(.redo)
        case "reset": return .event(.reset)
        case "addItem":
            // The page's Add button names its list; without `list`, the focused field's list.
            guard members["list"] != nil else { return .event(.addItem(list: nil)) }
            return .event(.addItem(list: try string("list", of: members, event: event)))
        case "removeItem": return .event(.removeItem)
        default:
            throw .event(event)
        }
    }

    private static func string(_ member: String, of members: [String: JSONValue], event: String) throws(LiveMessageError) -> String {
        guard case .string(let value)? = members[member], !value.isEmpty else {
            throw .member(member, of: event, expected: "a string that is not empty")
        }
        return value
    }

    /// The integer `member`, within `range`; `defaultValue` when it is absent (1 for a count).
    private static func count(
        _ member: String, of members: [String: JSONValue], event: String, range: ClosedRange<Int>, defaultValue: Int? = 1
    ) throws(LiveMessageError) -> Int {
        switch members[member] {
        case .integer(let value)? where range.contains(value):
            return value
        case nil where defaultValue != nil:
            return defaultValue ?? 1
        default:
            throw .member(member, of: event, expected: "an integer from \(range.lowerBound) to \(range.upperBound)")
        }
    }
}
