/// Where a registered plugin came from: a module linked into the program, or a library loaded
/// at run time. Messages about clashing identifiers name it.
///
/// ```swift
/// PluginOrigin.linked(module: "ValidatorKitPaymentCard").description   // "built into ValidatorKitPaymentCard"
/// PluginOrigin.library(path: "/opt/plugins/libAcme.so").description    // "loaded from '/opt/plugins/libAcme.so'"
/// ```
public struct PluginOrigin: Sendable, Hashable, CustomStringConvertible {
    private enum Kind: Sendable {
        case linked(module: String)
        /// A plugin registered without an origin: its module is read from its type only when
        /// asked, since reading a type's name costs more than registering (process start).
        case declaredBy(any ValidatorPlugin.Type)
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
        Self(.declaredBy(type(of: plugin)))
    }

    /// The module a linked plugin is declared in; `nil` for a library's.
    private var module: String? {
        switch kind {
        case .linked(let module): module
        case .declaredBy(let type): String(String(reflecting: type).prefix { $0 != "." })
        case .library: nil
        }
    }

    /// The path of the library, for a plugin loaded at run time.
    package var libraryPath: String? {
        guard case .library(let path) = kind else { return nil }
        return path
    }

    /// Whether both name the same module, or the same library.
    public static func == (first: Self, second: Self) -> Bool {
        first.module == second.module && first.libraryPath == second.libraryPath
    }

    /// Hashes the module or the library's path, as `==` compares them.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(module)
        hasher.combine(libraryPath)
    }

    /// Where the plugin came from, as a phrase: `built into ValidatorKitRegex` or
    /// `loaded from '/opt/plugins/libAcme.so'`.
    public var description: String {
        if let path = libraryPath {
            return "loaded from '\(path)'"
        }
        return "built into \(module ?? "")"
    }
}
