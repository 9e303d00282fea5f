/// One input chosen to make a plugin (or the field, the form spec reader, the replay) work as
/// hard as it can, with the bound SECURITY.md states for it.
struct AdversarialCase {
    /// The plugin or part under attack, the first column of the table.
    let subject: String
    /// What the input is, in a few words.
    let input: String
    /// The bound SECURITY.md states for it.
    let bound: Duration
    /// Builds everything the case needs (validators, texts: not timed) and returns the work to
    /// time, which returns a word about the verdict for the table.
    let prepare: () throws -> () -> String
}
