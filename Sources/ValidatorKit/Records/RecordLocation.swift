/// Where a value of a record is, written out as a JSONPath (`$.phones[1]`, `$["odd key"]`) and
/// an RFC 6901 JSON pointer (`/phones/1`, `/a~1b`) when a failure is reported there.
///
/// A location outside every list is written once, when the record validator is made; one inside
/// a list holds a place for each item index, filled in from the indices of the items being
/// judged.
struct RecordLocation: Sendable {
    /// One step from the record's root.
    enum Step: Sendable {
        /// The member of an object.
        case member(String)
        /// An item of a list, whose index is known only while a record is judged.
        case item
    }

    let steps: [Step]
    /// The path and pointer, when no step is an item.
    private let written: (path: String, pointer: String)?

    /// The record's root: `$` and the empty pointer.
    static let root = RecordLocation(steps: [])

    init(steps: [Step]) {
        self.steps = steps
        written = steps.contains { if case .item = $0 { true } else { false } } ? nil : Self.write(steps, indices: [])
    }

    /// The location of `member` of the object here.
    func appending(member: String) -> RecordLocation {
        RecordLocation(steps: steps + [.member(member)])
    }

    /// The location of an item of the list here.
    func appendingItem() -> RecordLocation {
        RecordLocation(steps: steps + [.item])
    }

    /// The JSONPath and the JSON pointer, each item step taking the next of `indices`.
    func written(indices: [Int]) -> (path: String, pointer: String) {
        written ?? Self.write(steps, indices: indices)
    }

    private static func write(_ steps: [Step], indices: [Int]) -> (path: String, pointer: String) {
        var path = "$"
        var pointer = ""
        var nextIndex = indices.startIndex
        for step in steps {
            switch step {
            case .member(let name):
                path += pathStep(of: name)
                pointer += "/" + name.replacing("~", with: "~0").replacing("/", with: "~1")
            case .item:
                let index = nextIndex < indices.endIndex ? indices[nextIndex] : 0
                nextIndex += 1
                path += "[\(index)]"
                pointer += "/\(index)"
            }
        }
        return (path, pointer)
    }

    /// `.name` for a plain identifier, `["odd key"]` for any other.
    private static func pathStep(of name: String) -> String {
        let plain = name.first.map { $0.isLetter || $0 == "_" } == true
            && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
        guard !plain else { return ".\(name)" }
        var escaped = ""
        for character in name {
            switch character {
            case "\"": escaped += "\\\""
            case "\\": escaped += "\\\\"
            default: escaped.append(character)
            }
        }
        return "[\"\(escaped)\"]"
    }
}
