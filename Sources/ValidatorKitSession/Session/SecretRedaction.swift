public import ValidatorKit

/// Keeps a secure field's text out of traces and the callback log.
public enum SecretRedaction {
    /// `message` with every occurrence of a secure field's text masked, in case a validator
    /// quotes what was typed; `message` itself for a field that is not secure.
    public static func message(_ message: String, of field: Field) -> String {
        guard field.isSecure, !field.text.isEmpty else { return message }
        return message.replacing(field.text, with: String(repeating: Field.maskCharacter, count: field.characterCount))
    }
}
