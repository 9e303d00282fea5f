public import ValidatorKit

extension ProblemDetails {
    /// The JSON Schema of problem details, for an app's OpenAPI document (the component
    /// `ProblemDetails` that ``ServedForm/openAPIOperation(accepting:)`` refers to).
    public static let schema: JSONValue = [
        "type": "object",
        "description": "RFC 9457 problem details",
        "required": ["type", "title", "status"],
        "properties": [
            "type": ["type": "string", "format": "uri"],
            "title": ["type": "string"],
            "status": ["type": "integer", "minimum": 400, "maximum": 499],
            "detail": ["type": "string"],
            "code": ["type": "string", "description": "The failure code of a refused request, such as input.json"],
            "errors": [
                "type": "array",
                "items": [
                    "type": "object",
                    "required": ["pointer", "path", "code", "detail"],
                    "properties": [
                        "pointer": ["type": "string", "description": "RFC 6901 JSON pointer, such as /phones/1"],
                        "path": ["type": "string", "description": "JSONPath, such as $.phones[1]"],
                        "code": ["type": "string"],
                        "detail": ["type": "string"],
                    ],
                ],
            ],
        ],
    ]
}
