/// What one line of a replay script asks for.
public enum ReplayInstruction: Equatable, Sendable {
    /// Something a person does to the form.
    case event(FormEvent)
    /// Let this much time pass on the virtual clock.
    case wait(Duration)
}
