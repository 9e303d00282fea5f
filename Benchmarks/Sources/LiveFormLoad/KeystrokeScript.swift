/// What a person does in the card field of the payment form, edit by edit: types the American
/// Express test number a digit at a time, then deletes it a character at a time, again and
/// again. The load's pages send these edits over the socket and the in-process timing applies
/// the same edits to a `FormSession`, so both sides measure the same work.
struct KeystrokeScript {
    /// One edit and what the field holds after it.
    struct Edit {
        /// The edit as the page sends it, one JSON object.
        let message: String
        /// The characters of the field (digits, without the group spaces) after the edit.
        let length: Int
        /// The same edit for the engine: the character typed, or `nil` for a backspace.
        let typed: Character?
    }

    /// The field the edits go to.
    let field = "card"
    /// Stripe's published American Express test number.
    let number = "378282246310005"

    /// The message that puts the caret in the field before the first edit.
    var focus: String { #"{"event":"focus","field":"\#(field)"}"# }

    /// Typing the number and deleting it again: one round of the script.
    var round: [Edit] {
        let typed = number.enumerated().map { index, digit in
            Edit(message: #"{"event":"type","text":"\#(digit)"}"#, length: index + 1, typed: digit)
        }
        let deleted = (0..<number.count).reversed().map { length in
            Edit(message: #"{"event":"backspace","count":1}"#, length: length, typed: nil)
        }
        return typed + deleted
    }
}
