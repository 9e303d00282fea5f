import ValidatorKitIBAN
import ValidatorKitRuntimePlugins

/// The entry point `validator --plugin` looks for: registers the `iban` plugin with the
/// host that `host` points at.
@_cdecl("validatorkit_plugins_v2")
public func validatorKitPlugins(host: UnsafeRawPointer?) -> Int32 {
    RuntimePluginExport.register([IBANPlugin()], host: host)
}
