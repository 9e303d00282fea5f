import ValidatorKit

/// The pieces OpenAPI documents of served forms are made of: operations, schema references,
/// JSON and problem-details responses, the `Accept-Language` parameter.
enum OpenAPIParts {
    static func operation(
        id: String, summary: String, parameters: [JSONValue] = [], requestBody: JSONValue? = nil,
        responses: [String: JSONValue]
    ) -> JSONValue {
        var responses = responses
        // Any other refusal (an unknown address or method, a request Hummingbird cannot read).
        responses["4XX"] = problem("The request was refused")
        var operation: [String: JSONValue] = [
            "operationId": .string(id), "summary": .string(summary), "responses": .object(responses),
        ]
        if !parameters.isEmpty {
            operation["parameters"] = .array(parameters)
        }
        if let requestBody {
            operation["requestBody"] = requestBody
        }
        return .object(operation)
    }

    static func reference(_ schema: String) -> JSONValue {
        ["$ref": .string("#/components/schemas/\(schema)")]
    }

    static func json(_ description: String, schema: JSONValue) -> JSONValue {
        ["description": .string(description), "content": ["application/json": ["schema": schema]]]
    }

    static func problem(_ description: String) -> JSONValue {
        [
            "description": .string(description),
            "headers": [
                "Content-Language": [
                    "description": "The language of title and detail", "schema": ["type": "string"],
                ]
            ],
            "content": [ProblemDetails.mediaType: ["schema": reference("ProblemDetails")]],
        ]
    }

    static let acceptLanguage: JSONValue = [
        "name": "Accept-Language", "in": "header", "required": false,
        "description": "The languages the client reads, with q-values; problem details are in the best of en, de, es, fr and ja",
        "schema": ["type": "string"],
    ]
}
