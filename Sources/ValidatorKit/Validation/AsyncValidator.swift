/// A validator whose last word comes from elsewhere: a server that knows whether a username is
/// taken, whether a voucher is still good.
///
/// Its synchronous ``Validator/validate(_:)`` is the cheap local part (the username's syntax, or
/// `.valid` when there is none). A ``Field`` asks ``check(_:)`` only once every synchronous
/// validator of the field found the text valid, and only after the text has rested for
/// ``debounce``; a newer text cancels the older check and only the latest answer is applied;
/// answers are cached per text; an answer later than ``timeout`` makes the text
/// `check.timeout`, and it and any failure of ``retriedFailureCodes`` (a server out of reach) is
/// neither cached nor final: the text is asked about again when editing ends. While a check runs the field says so
/// (``Field/isChecking``), and a ``Form`` does not submit until it settles.
///
/// Time is the field's ``FieldClock``: with a ``ManualFieldClock`` a test or a replay decides
/// when each answer arrives (see ``ManualFieldClock/advance(by:updating:afterEachStop:)``).
///
/// ```swift
/// struct UsernameAvailable: AsyncValidator {
///     let taken: Set<String>
///     func validate(_ text: String) -> Validity { .valid }
///     func check(_ text: String) async -> Validity {
///         taken.contains(text) ? .invalid(ValidationFailure(code: .usernameTaken)) : .valid
///     }
/// }
/// ```
///
/// A plugin offers one by returning it from ``ValidatorPlugin/make(_:)``; a field uses the first
/// validator of its chain that is one. Plugins loaded at run time cannot offer one: the C
/// interface carries synchronous verdicts only.
public protocol AsyncValidator: Validator {
    /// How long the text must rest unchanged before a field asks ``check(_:)``.
    var debounce: Duration { get }
    /// How long a field waits for ``check(_:)`` before the text is `check.timeout`.
    var timeout: Duration { get }
    /// The codes of failures that say nothing about the text, only about the check (a server
    /// out of reach): a field neither caches them nor keeps them, and asks again when editing
    /// ends. `check.timeout` is always one of them.
    var retriedFailureCodes: Set<ValidationFailure.Code> { get }
    /// The verdict on `text`, which every synchronous validator of the field found valid.
    ///
    /// Called on a task of its own, never on the field's thread; the checks of all fields share
    /// one thread, so await (a request, a sleep) rather than block. Return promptly once the
    /// task is cancelled (a newer text, or the timeout): the answer is then ignored.
    func check(_ text: String) async -> Validity
}

extension AsyncValidator {
    /// 300 milliseconds.
    public var debounce: Duration { .milliseconds(300) }
    /// 5 seconds.
    public var timeout: Duration { .seconds(5) }
    /// `check.timeout` alone.
    public var retriedFailureCodes: Set<ValidationFailure.Code> { [.checkTimeout] }
}
