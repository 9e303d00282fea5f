public import ValidatorKit

extension FormCatalog {
    /// The OpenAPI 3.1 document of the service, served at `GET /openapi.json`: `POST /{form}`
    /// for every form, with the form's record schema as the request body and, without its secure
    /// fields, as the `201` answer; problem details for every `4xx`, `GET /` and
    /// `GET /openapi.json`.
    ///
    /// Schemas are components: `{form}` for each form's records, `{form}.accepted` for its `201`
    /// answer, `ProblemDetails` and `FormListing`.
    public var openAPIDocument: JSONValue {
        var paths: [String: JSONValue] = [
            "/": ["get": Self.operation(
                id: "listForms", summary: "Lists the forms records can be posted to",
                responses: ["200": Self.json("The forms, by name and route", schema: Self.reference("FormListing"))])],
            "/openapi.json": ["get": Self.operation(
                id: "describeService", summary: "This document",
                responses: ["200": Self.json("The OpenAPI 3.1 document of the service", schema: ["type": "object"])])],
        ]
        var schemas: [String: JSONValue] = [
            "ProblemDetails": Self.problemSchema,
            "FormListing": Self.listingSchema,
        ]
        for name in names {
            guard let form = forms[name] else { continue }
            schemas[name] = form.recordSchema
            schemas[name + ".accepted"] = form.answerSchema
            var responses: [String: JSONValue] = [
                "201": Self.json(
                    "Every value is valid: the record, each value typed and normalized, its secure fields left out",
                    schema: Self.reference(name + ".accepted"))
            ]
            for type in ProblemType.allCases where type != .unknownForm {
                responses[String(type.status)] = Self.problem(type.title(in: .english))
            }
            paths[form.route] = ["post": Self.operation(
                id: "submit_\(name)", summary: "Validates a record of the form \(name)",
                parameters: [Self.acceptLanguage],
                requestBody: [
                    "required": true,
                    "content": ["application/json": ["schema": Self.reference(name)]],
                ],
                responses: responses)]
        }
        return [
            "openapi": "3.1.0",
            "info": [
                "title": "validator-server",
                "version": "1.0.0",
                "description": """
                    Validates JSON records posted to /{form} with the form specs of a folder. Every 4xx is \
                    application/problem+json (RFC 9457), its texts in the best language of Accept-Language \
                    (en, de, es, fr, ja).
                    """,
            ],
            "paths": .object(paths),
            "components": ["schemas": .object(schemas)],
        ]
    }

    private static func operation(
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

    private static func reference(_ schema: String) -> JSONValue {
        ["$ref": .string("#/components/schemas/\(schema)")]
    }

    private static func json(_ description: String, schema: JSONValue) -> JSONValue {
        ["description": .string(description), "content": ["application/json": ["schema": schema]]]
    }

    private static func problem(_ description: String) -> JSONValue {
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

    private static let acceptLanguage: JSONValue = [
        "name": "Accept-Language", "in": "header", "required": false,
        "description": "The languages the client reads, with q-values; problem details are in the best of en, de, es, fr and ja",
        "schema": ["type": "string"],
    ]

    private static let problemSchema: JSONValue = [
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

    private static let listingSchema: JSONValue = [
        "type": "object",
        "required": ["forms"],
        "properties": [
            "forms": [
                "type": "array",
                "items": [
                    "type": "object",
                    "required": ["name", "route"],
                    "properties": ["name": ["type": "string"], "route": ["type": "string"], "title": ["type": "string"]],
                ],
            ]
        ],
    ]
}
