import ValidatorKit

/// What the tool adds to a message about an unknown plugin: that plugins of libraries are loaded
/// with `--plugin`, since a user who names one has most likely forgotten that.
public enum UnknownPluginHint {
    /// `message`, followed by the hint when `error` is about an unknown plugin.
    public static func message(_ message: String, for error: any Error) -> String {
        let isUnknownPlugin = (error as? ValidatorConfigurationError)?.code == .unknownPlugin
            || (error as? FormSpecError)?.code == .unknownPlugin
        return isUnknownPlugin ? "\(message); to use a plugin of a library, load it with --plugin PATH" : message
    }
}
