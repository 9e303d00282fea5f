/// A check of a field's text made once, when the form or record holding it is submitted, which
/// may remember what it accepted: a one-time password is verified and used up at submission.
///
/// A ``Validator`` judges text and never changes state, so a field may ask it again at any
/// keystroke and a host may judge many texts at once. What must happen once per submission is
/// a verifier, offered through ``Validator/submissionVerifier``: ``Form/submit()`` and
/// ``RecordValidator/submit(_:locale:checkingWithin:)`` ask it, in field order, once every field is valid, and a
/// refusal refuses the submission with the verifier's failure on the field.
///
/// ```swift
/// form.submit()   // .accepted: the code "287082" is used up
/// form.submit()   // .refused(code field), whose error is "This code has already been used"
/// ```
public protocol SubmissionVerifier: Sendable {
    /// Verifies `text`, which the field's validators found valid, as part of a submission; a
    /// `valid` answer may be final (a one-time password is then refused at any later submission).
    func verify(_ text: String) -> Validity
}
