public import ValidatorKit

extension FormCatalog {
    /// The OpenAPI 3.1 document of a service of these forms titled `title`, as served at
    /// `GET /openapi.json`: `POST /{form}` for every form (``ServedForm/openAPIOperation(accepting:)``),
    /// `GET /` (``listing``) and `GET /openapi.json`.
    ///
    /// Schemas are components: `{form}` for each form's records, `{form}.accepted` for its `201`
    /// answer (``ServedForm/openAPISchemas``), `ProblemDetails` (``ProblemDetails/schema``) and
    /// `FormListing`.
    public func openAPIDocument(title: String) -> JSONValue {
        var paths: [String: JSONValue] = [
            "/": ["get": OpenAPIParts.operation(
                id: "listForms", summary: "Lists the forms records can be posted to",
                responses: ["200": OpenAPIParts.json("The forms, by name and route", schema: OpenAPIParts.reference("FormListing"))])],
            "/openapi.json": ["get": OpenAPIParts.operation(
                id: "describeService", summary: "This document",
                responses: ["200": OpenAPIParts.json("The OpenAPI 3.1 document of the service", schema: ["type": "object"])])],
        ]
        var schemas: [String: JSONValue] = [
            "ProblemDetails": ProblemDetails.schema,
            "FormListing": Self.listingSchema,
        ]
        for name in names {
            guard let form = forms[name] else { continue }
            schemas.merge(form.openAPISchemas) { first, _ in first }
            paths[form.route] = ["post": form.openAPIOperation(accepting: [.json])]
        }
        return [
            "openapi": "3.1.0",
            "info": [
                "title": .string(title),
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
