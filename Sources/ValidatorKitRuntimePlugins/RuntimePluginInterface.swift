/// The C-callable interface between `validator-demo` (or any host) and a plugin library loaded
/// at run time.
///
/// Only C types cross it — pointers, integers and NUL-terminated UTF-8 JSON — so a host and a
/// library each keep their own copy of ValidatorKit, built with the same toolchain. A library
/// exports one function named ``entryPointName`` of type ``RuntimePluginEntryPoint``; it calls
/// the host's ``RuntimePluginRegisterFunction`` once per plugin, which
/// ``RuntimePluginExport/register(_:host:with:)`` does for you.
public enum RuntimePluginInterface {
    /// The symbol a plugin library exports: `validatorkit_plugins_v1`.
    public static let entryPointName = "validatorkit_plugins_v1"
}

/// The entry point of a plugin library: registers its plugins through `register`, returns 0 on
/// success.
public typealias RuntimePluginEntryPoint = @convention(c) (
    _ host: UnsafeMutableRawPointer?, _ register: RuntimePluginRegisterFunction?
) -> Int32

/// The host's registration callback: one plugin's descriptor (JSON), an opaque plugin handle and
/// its functions; returns 0 when the plugin was registered.
public typealias RuntimePluginRegisterFunction = @convention(c) (
    _ host: UnsafeMutableRawPointer?,
    _ descriptor: UnsafePointer<CChar>?,
    _ plugin: UnsafeMutableRawPointer?,
    _ make: RuntimePluginMakeFunction?,
    _ validate: RuntimePluginValidateFunction?,
    _ release: RuntimePluginReleaseFunction?
) -> Int32

/// Builds a validator from checked options (JSON object); on failure calls `failure` with the
/// option concerned (or `nil`) and the message, and returns `nil`.
public typealias RuntimePluginMakeFunction = @convention(c) (
    _ plugin: UnsafeMutableRawPointer?,
    _ options: UnsafePointer<CChar>?,
    _ failureContext: UnsafeMutableRawPointer?,
    _ failure: RuntimePluginFailureFunction?
) -> UnsafeMutableRawPointer?

/// Receives why a plugin refused to build a validator.
public typealias RuntimePluginFailureFunction = @convention(c) (
    _ context: UnsafeMutableRawPointer?, _ option: UnsafePointer<CChar>?, _ message: UnsafePointer<CChar>?
) -> Void

/// Validates `length` bytes of UTF-8 and reports through `result`, before returning.
public typealias RuntimePluginValidateFunction = @convention(c) (
    _ validator: UnsafeMutableRawPointer?,
    _ text: UnsafePointer<UInt8>?,
    _ length: Int,
    _ wantsDetails: Int32,
    _ resultContext: UnsafeMutableRawPointer?,
    _ result: RuntimePluginResultFunction?
) -> Void

/// Receives one verdict: state 0 valid, 1 incomplete, 2 invalid (with code, message, position
/// or -1, and whether more typing can fix it), and the details as a JSON object or `nil`.
public typealias RuntimePluginResultFunction = @convention(c) (
    _ context: UnsafeMutableRawPointer?,
    _ state: Int32,
    _ code: UnsafePointer<CChar>?,
    _ message: UnsafePointer<CChar>?,
    _ position: Int,
    _ fixableByTyping: Int32,
    _ details: UnsafePointer<CChar>?
) -> Void

/// Frees a validator built by a ``RuntimePluginMakeFunction``.
public typealias RuntimePluginReleaseFunction = @convention(c) (_ validator: UnsafeMutableRawPointer?) -> Void
