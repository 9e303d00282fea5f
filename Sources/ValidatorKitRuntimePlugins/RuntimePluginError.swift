/// Why a plugin library could not be loaded.
///
/// Compare ``code`` to tell the cases apart; the ``description`` names the file and the problem.
public struct RuntimePluginError: Error, Sendable, Hashable, CustomStringConvertible {
    private enum Kind: Sendable, Hashable {
        case missingFile(String)
        case cannotOpen(String, reason: String)
        case missingEntryPoint(String)
        case registrationFailed(String, reason: String)
    }

    private let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// No file exists at the path.
    package static func missingFile(_ path: String) -> Self { Self(.missingFile(path)) }
    /// The dynamic loader refused the file.
    package static func cannotOpen(_ path: String, reason: String) -> Self { Self(.cannotOpen(path, reason: reason)) }
    /// The library does not export the entry point.
    package static func missingEntryPoint(_ path: String) -> Self { Self(.missingEntryPoint(path)) }
    /// A plugin of the library could not be registered (a clashing identifier, say).
    package static func registrationFailed(_ path: String, reason: String) -> Self {
        Self(.registrationFailed(path, reason: reason))
    }

    /// Which of the cases this error is, without its path and reason.
    public var code: Code {
        switch kind {
        case .missingFile: .missingFile
        case .cannotOpen: .cannotOpen
        case .missingEntryPoint: .missingEntryPoint
        case .registrationFailed: .registrationFailed
        }
    }

    /// The message: what went wrong with which file, and what would be right.
    public var description: String {
        switch kind {
        case .missingFile(let path):
            return "No plugin library at '\(path)'"
        case .cannotOpen(let path, let reason):
            return "Cannot load '\(path)' as a shared library: \(reason)"
        case .missingEntryPoint(let path):
            return "'\(path)' is not a ValidatorKit plugin: it exports neither '\(RuntimePluginInterface.entryPointName)' "
                + "nor '\(RuntimePluginInterface.versionOneEntryPointName)'"
        case .registrationFailed(let path, let reason):
            return "Cannot register the plugins of '\(path)': \(reason)"
        }
    }
}
