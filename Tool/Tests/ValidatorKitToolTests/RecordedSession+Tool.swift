import ValidatorKitTesting
import ValidatorKitTool

extension RecordedSession {
    /// A session on the form `json` describes, built with the tool's registry.
    convenience init(spec json: String) throws {
        try self.init(spec: json) { try ToolRegistry.make(loading: [], clock: $0) }
    }
}
