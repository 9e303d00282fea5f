extension FormSpecError {
    /// The error for a JSON decoding failure, with its coding path written as a JSON path.
    init(decoding error: DecodingError) {
        switch error {
        case .typeMismatch(let type, let context):
            self.init(.wrongType, path: Self.path(context.codingPath), problem: "expected \(Self.name(of: type))")
        case .valueNotFound(let type, let context):
            self.init(.missingValue, path: Self.path(context.codingPath), problem: "expected \(Self.name(of: type)), got null")
        case .keyNotFound(let key, let context):
            self.init(.missingValue, path: Self.path(context.codingPath + [key]), problem: "is missing")
        case .dataCorrupted(let context):
            let path = Self.path(context.codingPath)
            if context.codingPath.isEmpty {
                self.init(.malformedDocument, path: path, problem: "the document is not valid JSON")
            } else {
                self.init(.invalidValue, path: path, problem: "is not an accepted value")
            }
        @unknown default:
            self.init(.malformedDocument, path: "", problem: "the document could not be read")
        }
    }

    /// `keys` written as a JSON path: `fields[2].when`.
    static func path(_ keys: [any CodingKey]) -> String {
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

    /// The kind of JSON value a decoder expected instead of `type`, in JSON's own words.
    private static func name(of type: Any.Type) -> String {
        switch type {
        case is String.Type, is Character.Type: return "a string"
        case is Bool.Type: return "true or false"
        case is any BinaryInteger.Type: return "an integer"
        case is any BinaryFloatingPoint.Type: return "a number"
        default: break
        }
        // The decoder names the container it wanted: a keyed one is an object, an unkeyed one an
        // array. Anything else decodable from JSON is one of those two.
        let name = String(describing: type)
        if name.hasPrefix("Array<") || name.hasPrefix("[") || name.hasPrefix("Set<") {
            return "an array"
        }
        return "an object"
    }
}
