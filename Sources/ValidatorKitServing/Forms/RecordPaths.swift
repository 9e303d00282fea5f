public import ValidatorKit

/// A field's path (`card`, `address.street`, `phones[0]`, `contacts[1].email`) read as steps into
/// a record: what a live form's edits and a form posted without JavaScript name.
///
/// ```swift
/// RecordPaths.value(at: "phones[1]", in: ["phones": ["+41 44 668 18 00", "+1 650 253 0000"]])   // "+1 650 253 0000"
/// ```
public enum RecordPaths {
    /// One step: a member of an object or an element of an array.
    public enum Step: Sendable, Equatable {
        /// The member of an object with this name.
        case member(String)
        /// The element of an array at this index.
        case index(Int)
    }

    /// The steps of `path`: `contacts[1].email` is member `contacts`, index 1, member `email`.
    public static func steps(of path: String) -> [Step] {
        var steps: [Step] = []
        var name = ""
        var index: String?
        for character in path {
            switch character {
            case "." where index == nil:
                if !name.isEmpty { steps.append(.member(name)) }
                name = ""
            case "[" where index == nil:
                if !name.isEmpty { steps.append(.member(name)) }
                name = ""
                index = ""
            case "]" where index != nil:
                steps.append(.index(Int(index ?? "") ?? 0))
                index = nil
            default:
                if index != nil { index?.append(character) } else { name.append(character) }
            }
        }
        if !name.isEmpty { steps.append(.member(name)) }
        return steps
    }

    /// `record` without the value at `path`; `record` itself when there is none.
    public static func removing(_ path: String, from record: JSONValue) -> JSONValue {
        removing(steps(of: path)[...], from: record)
    }

    /// The value at `path` in `record`; nil when there is none.
    public static func value(at path: String, in record: JSONValue) -> JSONValue? {
        var value = record
        for step in steps(of: path) {
            switch (step, value) {
            case (.member(let name), .object(let members)):
                guard let member = members[name] else { return nil }
                value = member
            case (.index(let index), .array(let elements)) where elements.indices.contains(index):
                value = elements[index]
            default:
                return nil
            }
        }
        return value
    }

    /// `record` with `elements` appended to the array at `path`; `record` itself when there is
    /// no array there.
    public static func appending(_ elements: [JSONValue], toListAt path: String, in record: JSONValue) -> JSONValue {
        appending(elements, steps(of: path)[...], in: record)
    }

    private static func appending(_ added: [JSONValue], _ steps: ArraySlice<Step>, in value: JSONValue) -> JSONValue {
        guard let step = steps.first else {
            guard case .array(let elements) = value else { return value }
            return .array(elements + added)
        }
        let rest = steps.dropFirst()
        switch (step, value) {
        case (.member(let name), .object(var members)):
            guard let member = members[name] else { return value }
            members[name] = appending(added, rest, in: member)
            return .object(members)
        case (.index(let index), .array(var elements)) where elements.indices.contains(index):
            elements[index] = appending(added, rest, in: elements[index])
            return .array(elements)
        default:
            return value
        }
    }

    private static func removing(_ steps: ArraySlice<Step>, from value: JSONValue) -> JSONValue {
        guard let step = steps.first else { return value }
        let rest = steps.dropFirst()
        switch (step, value) {
        case (.member(let name), .object(var members)):
            guard let member = members[name] else { return value }
            members[name] = rest.isEmpty ? nil : removing(rest, from: member)
            return .object(members)
        case (.index(let index), .array(var elements)) where elements.indices.contains(index):
            if rest.isEmpty {
                elements[index] = .null
            } else {
                elements[index] = removing(rest, from: elements[index])
            }
            return .array(elements)
        default:
            return value
        }
    }
}
