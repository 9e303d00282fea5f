public import ValidatorKitSession

/// Everything the screen shows, gathered from the session so that drawing is a pure function.
public struct ScreenContent {
    /// What the form is, such as `default form` or the spec's file name.
    public let heading: String
    /// What each field is, in the form's order.
    public let descriptions: [FieldDescription]
    /// What each field shows, in the form's order.
    public let appearances: [FieldAppearance]
    /// The outcome of the latest submit, until the next edit.
    public let lastSubmit: TraceRecord.SubmitResult?
    /// The callback log, oldest first.
    public let log: [String]

    /// Everything the screen shows, as its properties describe.
    public init(
        heading: String, descriptions: [FieldDescription], appearances: [FieldAppearance],
        lastSubmit: TraceRecord.SubmitResult?, log: [String]
    ) {
        self.heading = heading
        self.descriptions = descriptions
        self.appearances = appearances
        self.lastSubmit = lastSubmit
        self.log = log
    }
}
