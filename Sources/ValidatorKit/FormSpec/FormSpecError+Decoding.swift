extension FormSpecError {
    /// The error for a JSON decoding failure, with its coding path written as a JSON path.
    init(decoding error: DecodingError) {
        switch error {
        case .typeMismatch(let type, let context):
            self.init(path: Self.path(context.codingPath), problem: "expected \(Self.name(of: type))")
        case .valueNotFound(let type, let context):
            self.init(path: Self.path(context.codingPath), problem: "expected \(Self.name(of: type)), got null")
        case .keyNotFound(let key, let context):
            self.init(path: Self.path(context.codingPath + [key]), problem: "is missing")
        case .dataCorrupted(let context):
            let path = Self.path(context.codingPath)
            self.init(path: path, problem: context.codingPath.isEmpty ? "the document is not valid JSON" : context.debugDescription)
        @unknown default:
            self.init(path: "", problem: "the document could not be read")
        }
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        var path = ""
        for key in keys {
            if let index = key.intValue {
                path += "[\(index)]"
            } else {
                path += path.isEmpty ? key.stringValue : ".\(key.stringValue)"
            }
        }
        return path
    }

    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type: "a string"
        case is Int.Type: "an integer"
        case is Bool.Type: "true or false"
        case is OptionValue.Type: "a string, an integer or true or false"
        default: "a value of type \(type)"
        }
    }
}
