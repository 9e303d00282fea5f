private import CValidatorKitRuntimePlugins

/// The C interface between `validator-demo` (or any host) and a plugin library loaded at run
/// time, version 1.
///
/// The interface is declared in the `validatorkit_runtime_plugins.h` header of the
/// `CValidatorKitRuntimePlugins` target. Only C types cross it — pointers, integers, named
/// status and verdict enums, and NUL-terminated UTF-8 JSON — so a host and a library each keep
/// their own copy of ValidatorKit, built with the same toolchain. A library exports one function
/// named ``entryPointName``, which ``RuntimePluginExport/register(_:host:)`` implements; a host
/// calls it through ``RuntimePluginLoader/load(_:into:)``.
public enum RuntimePluginInterface {
    /// The symbol a plugin library exports: `validatorkit_plugins_v1`.
    public static let entryPointName: String = VALIDATORKIT_PLUGINS_ENTRY_POINT_NAME
}
