import ValidatorKit

/// The codes of the answers that refuse a request before any field is validated.
enum RefusalCode {
    /// `404`: no form at the address.
    static let unknownForm = "form.unknown"
    /// `413`: the body is larger than the limit.
    static let tooLarge = "input.too_large"
    /// `415`: the body is not declared as JSON in UTF-8.
    static let unsupportedMediaType = "input.media_type"
    /// `400`: the body is not a JSON object (the core's `input.json`).
    static let notAJSONObject = ValidationFailure.Code.inputJSON.rawValue
}
