public import ValidatorKit

extension ServedForm {
    /// The schemas an app's OpenAPI document needs for this form, by component name: `{name}`,
    /// the records it accepts (``recordSchema``), and `{name}.accepted`, its `201` answer without
    /// secure fields (``answerSchema``). Add ``ProblemDetails/schema`` as `ProblemDetails`.
    ///
    /// Each variant of a union is a component of its own, `{name}.{path}.{value}` (and
    /// `{name}.accepted.{path}.{value}`), such as `checkout.payment.card`, and the union's
    /// `oneOf` of references has a `discriminator` naming its tag and mapping each value to its
    /// variant's component.
    public var openAPISchemas: [String: JSONValue] {
        let record = UnionComponents.lifting(recordSchema, named: name)
        let answer = UnionComponents.lifting(answerSchema, named: name + ".accepted")
        return record.components.merging(answer.components) { first, _ in first }
            .merging([name: record.schema, name + ".accepted": answer.schema]) { first, _ in first }
    }

    /// The OpenAPI 3.1 operation of posting a record to this form, for an app's own document:
    /// the `Accept-Language` parameter; the request body in each of `formats` with the component
    /// `{name}`; `201` with `{name}.accepted`; `400`, `413`, `415` (whose description names the
    /// media types of `formats`), `422` and any other `4XX` as problem details (the component
    /// `ProblemDetails`) with `Content-Language`.
    ///
    /// ```swift
    /// document["paths"]["/signup"] = ["post": signup.openAPIOperation(accepting: [.json])]
    /// ```
    public func openAPIOperation(accepting formats: Set<SubmissionFormat> = Set(SubmissionFormat.allCases)) -> JSONValue {
        var responses: [String: JSONValue] = [
            "201": OpenAPIParts.json(
                "Every value is valid: the record, each value typed and normalized, its secure fields left out",
                schema: OpenAPIParts.reference(name + ".accepted"))
        ]
        for type in ProblemType.allCases where type != .unknownForm {
            let title = type.title(in: .english)
            // A 415's detail names the media types the form reads; the document says which.
            let description = type == .unsupportedMediaType ? "\(title): it reads \(SubmissionFormat.mediaTypes(of: formats))" : title
            responses[String(type.status)] = OpenAPIParts.problem(description)
        }
        var content: [String: JSONValue] = [:]
        if formats.contains(.json) {
            content[SubmissionFormat.json.mediaType] = ["schema": OpenAPIParts.reference(name)]
        }
        if formats.contains(.formPost) {
            // Names are fields' paths and values their text: the record schema does not describe them.
            content[SubmissionFormat.formPost.mediaType] = ["schema": ["type": "object", "additionalProperties": ["type": "string"]]]
        }
        return OpenAPIParts.operation(
            id: "submit_\(name)", summary: "Validates a record of the form \(name)",
            parameters: [OpenAPIParts.acceptLanguage],
            requestBody: ["required": true, "content": .object(content)],
            responses: responses)
    }
}
