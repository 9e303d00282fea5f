import ValidatorKitIBAN
import ValidatorKit

/// The entry point `validator-demo --plugin` looks for: registers the `iban` plugin.
@_cdecl("validatorkit_plugins_v1")
public func validatorKitPlugins(host: UnsafeMutableRawPointer?, register: RuntimePluginRegisterFunction?) -> Int32 {
    RuntimePluginExport.register([IBANPlugin()], host: host, with: register)
}
