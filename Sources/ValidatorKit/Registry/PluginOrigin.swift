/// Where a registered plugin came from: a module linked into the program, or a library loaded
/// at run time. Messages about clashing identifiers name it.
///
/// ```swift
/// PluginOrigin.linked(module: "ValidatorKitPaymentCard").description   // "built into ValidatorKitPaymentCard"
/// PluginOrigin.library(path: "/opt/plugins/libAcme.so").description    // "loaded from '/opt/plugins/libAcme.so'"
/// ```
public struct PluginOrigin: Sendable, Hashable, CustomStringConvertible {
    private enum Kind: Sendable, Hashable {
        case linked(module: String)
        case library(path: String)
    }

    private let kind: Kind

    private init(_ kind: Kind) {
        self.kind = kind
    }

    /// A plugin compiled into the program, declared in `module`.
    public static func linked(module: String) -> Self { Self(.linked(module: module)) }

    /// A plugin of the shared library at `path`, loaded at run time.
    public static func library(path: String) -> Self { Self(.library(path: path)) }

    /// The origin of a plugin registered without one: the module that declares its type.
    static func linked(_ plugin: any ValidatorPlugin) -> Self {
        let typeName = String(reflecting: type(of: plugin))
        return .linked(module: String(typeName.prefix { $0 != "." }))
    }

    /// The path of the library, for a plugin loaded at run time.
    public var libraryPath: String? {
        guard case .library(let path) = kind else { return nil }
        return path
    }

    /// Where the plugin came from, as a phrase: `built into ValidatorKitRegex` or
    /// `loaded from '/opt/plugins/libAcme.so'`.
    public var description: String {
        switch kind {
        case .linked(let module): "built into \(module)"
        case .library(let path): "loaded from '\(path)'"
        }
    }
}
