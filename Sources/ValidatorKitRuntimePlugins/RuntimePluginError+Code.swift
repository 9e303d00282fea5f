extension RuntimePluginError {
    /// Which kind of ``RuntimePluginError`` happened: a stable, comparable name for each case.
    ///
    /// ```swift
    /// let error = RuntimePluginError.missingFile("/no/such.so")
    /// error.code == .missingFile    // true
    /// error.code.rawValue           // "runtime_plugin.missing_file"
    /// ```
    public struct Code: Sendable, Hashable, CustomStringConvertible {
        /// The stable text of the code, such as `runtime_plugin.missing_file`.
        public let rawValue: String

        private init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// No file exists at the path.
        public static let missingFile = Self("runtime_plugin.missing_file")
        /// The dynamic loader refused the file.
        public static let cannotOpen = Self("runtime_plugin.cannot_open")
        /// The library does not export the entry point.
        public static let missingEntryPoint = Self("runtime_plugin.missing_entry_point")
        /// A plugin could not be registered.
        public static let registrationFailed = Self("runtime_plugin.registration_failed")

        /// The ``rawValue``.
        public var description: String { rawValue }
    }
}
