private import CValidatorKitCurl
import ValidatorKit

/// libcurl, which asks the endpoints: opened with `dlopen` the first time it is needed, never at
/// process start, so a program that links the plugin but asks nothing maps none of libcurl's
/// own libraries (OpenSSL, nghttp2, libssh2, LDAP, …).
enum HTTPCheckClientLibrary {
    #if canImport(Darwin)
    /// The file opened.
    static let fileName = "libcurl.4.dylib"
    /// What to do when it cannot be opened.
    static let remedy = "reinstall the system's libcurl"
    #else
    /// The file opened.
    static let fileName = "libcurl.so.4"
    /// What to do when it cannot be opened.
    static let remedy = "install the Debian package libcurl4"
    #endif

    /// Opens libcurl unless it is open; throws when it cannot be, naming the file and the
    /// package that provides it.
    static func load(for plugin: String) throws(ValidatorConfigurationError) {
        guard validatorkit_curl_load() == 0 else {
            throw .reportedByPlugin(
                plugin, option: nil,
                message: "The \(plugin) plugin asks its endpoint with libcurl, and '\(fileName)' cannot be loaded: \(remedy)")
        }
    }
}
