private import CValidatorKitRuntimePlugins

/// The C interface between `validator` (or any host) and a plugin library loaded at run
/// time, version 2.
///
/// The interface is declared in the `validatorkit_runtime_plugins.h` header of the
/// `CValidatorKitRuntimePlugins` target. Only C types cross it — pointers, integers, named
/// status and verdict enums, and NUL-terminated UTF-8 JSON — so a host and a library each keep
/// their own copy of ValidatorKit, built with the same toolchain. A library exports one function
/// named ``entryPointName``, which ``RuntimePluginExport/register(_:host:)`` implements; a host
/// calls it through ``RuntimePluginLoader/load(_:into:)``.
///
/// Version 2 carries what a validator offers a field besides its verdicts: an input filter,
/// section layouts (which may change with the text) and a formatter. The loader still loads
/// version-1 libraries, which export `validatorkit_plugins_v1` and offer verdicts and details only.
public enum RuntimePluginInterface {
    /// The symbol a plugin library exports: `validatorkit_plugins_v2`.
    public static let entryPointName: String = VALIDATORKIT_PLUGINS_ENTRY_POINT_NAME
    /// The symbol of a version-1 library: `validatorkit_plugins_v1`.
    static let versionOneEntryPointName: String = VALIDATORKIT_PLUGINS_V1_ENTRY_POINT_NAME
}
