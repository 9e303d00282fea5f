/// Everything the screen shows, gathered from the session so that drawing is a pure function.
struct ScreenContent {
    /// What the form is, such as `default form` or the spec's file name.
    let heading: String
    let descriptions: [FieldDescription]
    let appearances: [FieldAppearance]
    /// The outcome of the latest submit, until the next edit.
    let lastSubmit: TraceRecord.SubmitResult?
    /// The callback log, oldest first.
    let log: [String]
}
